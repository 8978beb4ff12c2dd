// The CAGE code form's rules (zod), a chunk of their own, fetched once the form is shown.
import { addCageCodeInput } from '@portal/contract';

export const cageFormSchema = addCageCodeInput.pick({ code: true, remarks: true });
