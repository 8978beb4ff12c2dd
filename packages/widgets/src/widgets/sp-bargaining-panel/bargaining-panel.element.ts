import { defineElementMeta } from '../../elements/element-meta';

export const bargainingPanelElement = defineElementMeta({
  tag: 'sp-bargaining-panel',
  module: 'widgets/sp-bargaining-panel/bargaining-panel.tsx',
  description:
    "The supplier's price bargaining rounds: accept the buyer's target price, answer with a new price, or decline (one or several); answer many from the xlsx template. A round closes at its deadline.",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description: "Shows only this inquiry's rounds; all of the supplier's rounds when absent.",
    },
  ],
  events: [
    {
      name: 'sp-bargaining-answered',
      prop: 'onAnswered',
      description:
        'Rounds were accepted, answered with a price, declined, or answered from a file.',
      detail:
        "{ action: 'accept' | 'answer' | 'decline' | 'upload'; ids: string[]; count: number }",
    },
  ],
  load: () => import('./bargaining-panel'),
});

export default bargainingPanelElement;
