// sp-supplier-quality over the fixtures: a supplier's assessment (to record, recorded, none yet)
// and the authorized scopes as the quality department and as a reader.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS as P } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  assessmentHandlers,
  authorizationHandlers,
  type AssessmentFixtureOptions,
} from '../../testing/supplier-quality-fixtures';
import { SupplierQuality } from './supplier-quality';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  permissions?: string[];
  assessment?: AssessmentFixtureOptions;
}

/** buyer.quality: records assessments, authorizes and withdraws. */
export const QUALITY = [P.lists, P.submitQAUDIT, P.freezeQuality];
/** buyer.admin: reads the lists only. */
export const READER = [P.lists];

const meta = {
  title: 'Widgets/sp-supplier-quality',
  component: SupplierQuality,
  args: { view: 'authorizations' },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions(p.permissions ?? QUALITY);
    mockApi((api) => {
      assessmentHandlers(api, p.assessment);
      authorizationHandlers(api);
    });
  },
} satisfies Meta<typeof SupplierQuality>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The quality department on an OA-approved supplier: nothing recorded yet. */
export const AssessmentToRecord: Story = { args: { view: 'assessment', supplierId: 'sup-1' } };

/** Recorded, and the supplier is at QAUDIT already: read-only. */
export const AssessmentRecorded: Story = {
  args: { view: 'assessment', supplierId: 'sup-1' },
  parameters: {
    assessment: {
      editable: false,
      assessment: {
        grade: 'B',
        score: 82,
        findings: 'Calibration records incomplete for two torque wrenches; corrected on site.',
        onSite: true,
        assessedOn: '2026-11-20',
        assessedBy: 'Zhang Wei',
        updatedAt: '2026-11-20T09:30:00Z',
        version: 1,
      },
    },
  },
};

/** Another department looks before quality assessed. */
export const AssessmentNone: Story = {
  args: { view: 'assessment', supplierId: 'sup-1' },
  parameters: { permissions: READER, assessment: { editable: false } },
};

export const Authorizations: Story = {};

export const AuthorizationsReader: Story = { parameters: { permissions: READER } };

export const AuthorizationsChinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-quality', {
  view: 'authorizations',
});
