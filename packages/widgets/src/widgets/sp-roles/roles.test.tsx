import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { SUPPLIER_PERMISSIONS as SP } from '@portal/contract';
import { renderStory as render } from '../../testing/render-story';
import { rolesHandlers } from '../../testing/roles-fixtures';
import * as stories from './roles.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Buyer, Supplier, Chinese } = composeStories(stories);

const renderStory = (Story: typeof Buyer) =>
  render(Story, {
    mock: (api, p) =>
      rolesHandlers(api, {
        side: Story === Supplier ? 'supplier' : 'buyer',
        ...(p.fixture as object),
      }),
  });

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('sp-roles', () => {
  it('lists the built-in roles by their names, without Edit or Delete', async () => {
    await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Roles' });
    const admin = rowOf(table, 'buyer-admin');
    expect(admin).toHaveTextContent('Buyer administrator');
    expect(admin).toHaveTextContent('Built-in');
    expect(within(admin).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(admin).queryByRole('button', { name: /Edit/ })).toBeNull();
    const own = rowOf(table, 'idle');
    expect(within(own).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('creates a role from the tree: a parent checks its children, a partly checked one is mixed', async () => {
    const { mock, user } = await renderStory(Buyer);
    await screen.findByRole('table', { name: 'Roles' });
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Role code/ }), 'oa-qaudit');
    await user.type(within(dialog).getByRole('textbox', { name: /^Role name/ }), 'Departments');
    const tree = await within(dialog).findByRole('tree', { name: 'Permission tree' });
    const departments = within(tree).getByRole('treeitem', { name: /Approval departments/ });
    await user.click(within(departments).getAllByRole('checkbox')[0]!);
    expect(departments).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByText('4 of', { exact: false })).toBeInTheDocument();
    // Open the group and take Submit to OA out again: the group is mixed.
    await user.click(within(departments).getByText('Approval departments'));
    const oa = await within(tree).findByRole('treeitem', { name: 'Submit to OA' });
    expect(oa).toHaveAttribute('aria-checked', 'true');
    await user.click(within(oa).getAllByRole('checkbox')[0]!);
    expect(oa).toHaveAttribute('aria-checked', 'false');
    expect(departments).toHaveAttribute('aria-checked', 'mixed');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.calls('create')).toEqual([
        {
          code: 'oa-qaudit',
          name: 'Departments',
          permissions: [SP.review, SP.submitQAUDIT, SP.sync].sort(),
        },
      ]),
    );
    await waitFor(() =>
      expect(rowOf(screen.getByRole('table', { name: 'Roles' }), 'oa-qaudit')).toBeTruthy(),
    );
  });

  it('shows the server refusing a taken code in the form', async () => {
    const { user } = await renderStory(Buyer);
    await screen.findByRole('table', { name: 'Roles' });
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Role code/ }), 'IDLE');
    await user.type(within(dialog).getByRole('textbox', { name: /^Role name/ }), 'Again');
    await within(dialog).findByRole('tree', { name: 'Permission tree' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('The role code IDLE is taken already')).not.toHaveLength(0);
  });

  it('edits a role with its permissions checked', async () => {
    const { mock, user } = await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Roles' });
    await user.click(within(rowOf(table, 'oa-submit')).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role oa-submit' });
    const tree = await within(dialog).findByRole('tree', { name: 'Permission tree' });
    const departments = within(tree).getByRole('treeitem', { name: /Approval departments/ });
    expect(departments).toHaveAttribute('aria-checked', 'mixed');
    await user.click(within(departments).getAllByRole('checkbox')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.calls('update')).toEqual([
        {
          id: 'r-oa',
          version: 1,
          name: 'OA submitters',
          permissions: [SP.review, SP.submitOA, SP.submitQAUDIT, SP.sync].sort(),
        },
      ]),
    );
  });

  it('deletes a role after a confirmation, and shows why one in use stays', async () => {
    const { mock, user } = await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Roles' });
    await user.click(within(rowOf(table, 'oa-submit')).getByRole('button', { name: /Delete/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this role?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findAllByText(
        'This role is given to 2 user(s); take it from them before deleting it',
      ),
    ).not.toHaveLength(0);
    await user.click(within(rowOf(table, 'idle')).getByRole('button', { name: /Delete/ }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this role?' });
    expect(mock.calls('remove')).toHaveLength(1);
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mock.calls('remove')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Roles' })).not.toHaveTextContent('Unused role'),
    );
  });

  it("offers a supplier only the supplier side's permissions", async () => {
    const { user } = await renderStory(Supplier);
    await screen.findByRole('table', { name: 'Roles' });
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const tree = await screen.findByRole('tree', { name: 'Permission tree' });
    expect(within(tree).queryByRole('treeitem', { name: /Approval departments/ })).toBeNull();
    expect(within(tree).getByRole('treeitem', { name: /Inquiry actions/ })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { user } = await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '角色管理' });
    expect(rowOf(table, 'buyer-admin')).toHaveTextContent('采购方管理员');
    expect(rowOf(table, 'buyer-admin')).toHaveTextContent('内置');
    await user.click(screen.getByRole('button', { name: '新建角色' }));
    const tree = await screen.findByRole('tree', { name: '权限树' });
    expect(within(tree).getByRole('treeitem', { name: /审批部门/ })).toBeInTheDocument();
  });
});
