// The authorization form's rules, a chunk of their own (the contract's schemas bring zod): the
// contract's rules of each kind, on the form's values. The form holds the uploaded letter; the call
// takes its file id. A missing letter is said first, in the contract's words, on the upload.
import {
  companyCustomsInput,
  personalCustomsInput,
  type CustomsKind,
  type UploadedFile,
} from '@portal/contract';
import type { SchemaLike } from '../../kit/resource/resource-types';

const LETTER_MISSING = { path: ['letterFileId'], message: 'customs.letterRequired' };

function withLetter<O>(kind: CustomsKind, schema: SchemaLike<O>): SchemaLike<O> {
  return {
    safeParse: (value) => {
      const values = value !== null && typeof value === 'object' ? value : {};
      const files: unknown = 'letterFileId' in values ? values.letterFileId : undefined;
      const letter = Array.isArray(files) ? (files as UploadedFile[])[0]?.id : undefined;
      const result = schema.safeParse({ ...values, kind, letterFileId: letter ?? '' });
      if (letter) return result;
      const others = result.success
        ? []
        : result.error.issues.filter((issue) => issue.path[0] !== 'letterFileId');
      return { success: false, error: { issues: [LETTER_MISSING, ...others] } };
    },
  };
}

export const personalRules = withLetter('personal', personalCustomsInput);
export const companyRules = withLetter('company', companyCustomsInput);
