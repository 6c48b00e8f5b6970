import { Card, Heading, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';

/** The admin's card header: a title, an optional line below it and an optional action on the right. */
export function AdminCard({
  title,
  description,
  action,
  headingLevel = 2,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <Card
      as="section"
      header={
        <Stack direction="row" justify="between" align="start" gap="4" wrap>
          <Stack gap="1">
            <Heading level={headingLevel} size="md">
              {title}
            </Heading>
            {description ? <Text tone="muted">{description}</Text> : null}
          </Stack>
          {action}
        </Stack>
      }
    >
      <Stack gap="4">{children}</Stack>
    </Card>
  );
}
