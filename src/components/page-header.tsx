import { Link } from 'react-router-dom';

interface Props {
  title: string;
  /** The page's main action: a link that looks like the primary button. */
  action: { to: string; label: string };
  className?: string;
}

/** A page's head: its h1 at the start and its main action at the end (below it when the line is too narrow). */
export function PageHeader({ title, action, className }: Props) {
  return (
    <div className={`d-flex flex-wrap align-items-center gap-2${className ? ` ${className}` : ''}`}>
      <h1 className="h3 mb-0 me-auto">{title}</h1>
      <Link to={action.to} className="btn btn-primary">
        {action.label}
      </Link>
    </div>
  );
}
