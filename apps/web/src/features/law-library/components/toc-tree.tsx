import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type TocNode, toPersianDigits } from '@vakilyar/contract';
import { useMemo, useState } from 'react';
import { formatNumber } from '@/lib/format/money';
import { lawLibraryText } from '@/locales/fa/law-library';
import { articleTotal, childKey, pathToArticle } from '../kit/toc';
import { TocArticles } from './toc-articles';

const text = lawLibraryText.toc;

interface HeadingProps {
  node: TocNode;
  nodeKey: string;
  depth: number;
  law: string;
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  current?: string;
}

/**
 * A heading: a button that opens it. What it holds (sub-headings and article links) is rendered only
 * while it is open, so the civil code's 1,335 articles are never one DOM.
 */
function TocHeading({ node, nodeKey, depth, law, open, onToggle, current }: HeadingProps) {
  const isOpen = open.has(nodeKey);
  const regionId = `toc-${law}-${nodeKey}`;
  const total = useMemo(() => articleTotal(node), [node]);
  const HeadingTag = depth === 0 ? 'h2' : depth === 1 ? 'h3' : 'h4';

  return (
    <Box component="li" sx={{ listStyle: 'none', borderTop: depth === 0 ? 1 : 0, borderColor: 'divider' }}>
      <Typography component={HeadingTag} sx={{ m: 0, font: 'inherit' }}>
        <ButtonBase
          aria-expanded={isOpen}
          aria-controls={isOpen ? regionId : undefined}
          onClick={() => onToggle(nodeKey)}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            textAlign: 'start',
            gap: 1,
            py: depth === 0 ? 1.5 : 1,
            px: 1,
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Box
            component="span"
            sx={{ fontWeight: depth === 0 ? 700 : 500, fontSize: depth === 0 ? '1rem' : '0.95rem' }}
          >
            {toPersianDigits(node.title)}
          </Box>
          <Box
            component="span"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', flexShrink: 0 }}
          >
            <Typography component="span" variant="caption">
              {text.articles(formatNumber(total))}
            </Typography>
            {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </Box>
        </ButtonBase>
      </Typography>
      {isOpen && (
        <Box
          id={regionId}
          sx={{ pl: { xs: 1.5, sm: 2.5 }, pb: 1, borderLeft: 2, borderColor: 'divider', ml: 1 }}
        >
          <TocArticles law={law} articles={node.articles} current={current} />
          <TocList
            nodes={node.children}
            parentKey={nodeKey}
            depth={depth + 1}
            law={law}
            open={open}
            onToggle={onToggle}
            current={current}
          />
        </Box>
      )}
    </Box>
  );
}

interface TocListProps extends Omit<HeadingProps, 'node' | 'nodeKey'> {
  nodes: TocNode[];
  parentKey: string;
}

function TocList({ nodes, parentKey, ...rest }: TocListProps) {
  if (nodes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {nodes.map((child, index) => {
        const key = childKey(parentKey, index);
        return <TocHeading key={key} node={child} nodeKey={key} {...rest} />;
      })}
    </Box>
  );
}

interface TocTreeProps {
  law: string;
  toc: TocNode;
  /** An article to show in place: the headings above it start open. */
  current?: string;
}

/** A law's table of contents down to its articles; only the opened headings render what they hold. */
export function TocTree({ law, toc, current }: TocTreeProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(current ? pathToArticle(toc, current) : toc.children.length === 1 ? ['0'] : []),
  );
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Box>
      {toc.articles.length > 0 && (
        <Box sx={{ px: 1 }}>
          {toc.children.length > 0 && (
            <Typography variant="subtitle2" component="h2" sx={{ pt: 1 }}>
              {text.loose}
            </Typography>
          )}
          <TocArticles law={law} articles={toc.articles} current={current} />
        </Box>
      )}
      <TocList
        nodes={toc.children}
        parentKey=""
        depth={0}
        law={law}
        open={open}
        onToggle={toggle}
        current={current}
      />
    </Box>
  );
}
