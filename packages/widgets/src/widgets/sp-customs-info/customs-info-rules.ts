// The customs form's rules, a chunk of their own (the contract's schema brings zod): the contract's
// save rules on the form's values. The form holds the uploaded documents; the call takes their ids,
// and the notice and version come from the row when the form is sent.
import { saveCustomsInfoInput, type UploadedFile } from '@portal/contract';
import type { SchemaLike } from '../../kit/resource/resource-types';

export type CustomsFormValues = Omit<
  ReturnType<typeof saveCustomsInfoInput.parse>,
  'shipmentId' | 'version'
>;

export const customsFormRules: SchemaLike<CustomsFormValues> = {
  safeParse: (value) => {
    const values = value !== null && typeof value === 'object' ? value : {};
    const files: unknown = 'documentIds' in values ? values.documentIds : [];
    const documentIds = Array.isArray(files) ? (files as UploadedFile[]).map((f) => f.id) : [];
    const result = saveCustomsInfoInput.safeParse({
      ...values,
      shipmentId: 'form',
      version: 0,
      documentIds,
    });
    if (!result.success) return { success: false, error: result.error };
    const { shipmentId: _shipment, version: _version, ...data } = result.data;
    return { success: true, data };
  },
};
