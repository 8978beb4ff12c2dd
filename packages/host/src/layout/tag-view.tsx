// The strip of opened pages. Each tag switches to its page; × or a middle click closes it; its
// context menu (right click, Shift+F10 or the context-menu key) and the "more" button close others.
// When the tags overflow the strip, the current one is scrolled into view and two arrow buttons
// scroll the strip (a mouse without a horizontal wheel cannot, and the thin scrollbar is hard to hit).
import {
  Button,
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ChevronLeft20Regular,
  ChevronRight20Regular,
  MoreHorizontal20Regular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useT } from '@portal/widgets';

export interface TagItem {
  path: string;
  title: string;
  closable: boolean;
}

export interface TagViewProps {
  tags: readonly TagItem[];
  activePath: string;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onCloseOthers: (path: string) => void;
}

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  group: {
    flex: 1,
    minWidth: 0,
    overflowX: 'auto',
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'nowrap',
    scrollbarWidth: 'thin',
    scrollBehavior: 'smooth',
    padding: '2px',
  },
});

/** How far an arrow scrolls the strip: most of its width, so a tag cut at the edge comes whole. */
const SCROLL_SHARE = 0.8;

/**
 * Whether the strip's tags overflow it, measured again when the strip or its tags change size,
 * and the current tag scrolled into view whenever it changes.
 */
function useStripScroll(activePath: string, count: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);
  const measure = useCallback(() => {
    const el = strip.current;
    if (el) setOverflow(el.scrollWidth > el.clientWidth + 1);
  }, []);
  useLayoutEffect(measure, [measure, count]);
  useEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  useEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // The whole tag (its × too); `nearest`: a tag already in view does not move, nor the page.
    const tag = current?.closest<HTMLElement>('[role="listitem"]') ?? current;
    tag?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, count, overflow]);
  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollLeft += direction * Math.max(40, el.clientWidth * SCROLL_SHARE);
  };
  return { strip, overflow, scroll };
}

export function TagView({ tags, activePath, onSelect, onClose, onCloseOthers }: TagViewProps) {
  const { t } = useT('host');
  const styles = useStyles();
  // "Close all" keeps what cannot be closed: the home tag.
  const home = tags.find((tag) => !tag.closable);
  const { strip, overflow, scroll } = useStripScroll(activePath, tags.length);
  const arrow = (direction: 1 | -1) => {
    const label = t(direction < 0 ? 'tags.scrollBack' : 'tags.scrollForward');
    return (
      <Tooltip content={label} relationship="label">
        <Button
          appearance="subtle"
          size="small"
          icon={direction < 0 ? <ChevronLeft20Regular /> : <ChevronRight20Regular />}
          onClick={() => scroll(direction)}
        />
      </Tooltip>
    );
  };

  const middleClose = (tag: TagItem) => (e: MouseEvent) => {
    if (e.button === 1 && tag.closable) {
      e.preventDefault();
      onClose(tag.path);
    }
  };

  return (
    <div className={styles.strip} role="region" aria-label={t('tags.label')}>
      {/* A plain list rather than TagGroup: TagGroup's arrow-key mover inserts focusable
          aria-hidden elements that axe reports; each tag and its × are simply in the Tab order. */}
      {overflow && arrow(-1)}
      <div ref={strip} className={styles.group} role="list">
        {tags.map((tag) => {
          const active = tag.path === activePath;
          return (
            <Menu key={tag.path} openOnContext>
              <MenuTrigger disableButtonEnhancement>
                <InteractionTag
                  role="listitem"
                  size="small"
                  value={tag.path}
                  appearance={active ? 'brand' : 'outline'}
                  shape="rounded"
                >
                  <InteractionTagPrimary
                    hasSecondaryAction={tag.closable}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onSelect(tag.path)}
                    onAuxClick={middleClose(tag)}
                    onMouseDown={(e) => e.button === 1 && e.preventDefault()}
                  >
                    {tag.title}
                  </InteractionTagPrimary>
                  {tag.closable && (
                    // Fluent labels it by the tag's text plus this, so it reads "Payment overview, Close".
                    <InteractionTagSecondary
                      aria-label={t('tags.closeThis')}
                      onClick={() => onClose(tag.path)}
                    />
                  )}
                </InteractionTag>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {tag.closable && (
                    <MenuItem onClick={() => onClose(tag.path)}>{t('tags.closeThis')}</MenuItem>
                  )}
                  <MenuItem onClick={() => onCloseOthers(tag.path)}>
                    {t('tags.closeOthers')}
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          );
        })}
      </div>
      {overflow && arrow(1)}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={t('tags.more')} relationship="label">
            <Button appearance="subtle" size="small" icon={<MoreHorizontal20Regular />} />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => onCloseOthers(activePath)}>{t('tags.closeOthers')}</MenuItem>
            {home && (
              <MenuItem onClick={() => onCloseOthers(home.path)}>{t('tags.closeAll')}</MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
