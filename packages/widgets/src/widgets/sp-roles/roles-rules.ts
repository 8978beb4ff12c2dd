// The role forms' rules (zod), a chunk of their own, fetched once a form is shown.
import { createRoleInput, updateRoleInput } from '@portal/contract';

export const createRoleSchema = createRoleInput;
export const updateRoleSchema = updateRoleInput.pick({ name: true, permissions: true });
