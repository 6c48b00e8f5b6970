import { render, screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { Container } from './Container';
import { Grid } from './Grid';
import { Stack } from './Stack';

const columnCount = (element: HTMLElement) => getComputedStyle(element).gridTemplateColumns.split(' ').length;

describe('layout', () => {
  afterEach(async () => {
    await page.viewport(1024, 768);
  });

  it('Grid shows one column on phones and three on wide screens', async () => {
    render(
      <Grid columns={{ base: 1, md: 2, lg: 3 }} data-testid="grid">
        <div>a</div>
        <div>b</div>
        <div>c</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    await page.viewport(400, 800);
    expect(columnCount(grid)).toBe(1);
    await page.viewport(800, 800);
    expect(columnCount(grid)).toBe(2);
    await page.viewport(1200, 800);
    expect(columnCount(grid)).toBe(3);
  });

  it('Stack renders the requested element and lays children out in a row when asked', () => {
    render(
      <Stack as="ul" direction="row" gap="8">
        <li>Eins</li>
        <li>Zwei</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).flexDirection).toBe('row');
    expect(getComputedStyle(list).columnGap).toBe('32px');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('Container never grows past its maximum width', async () => {
    await page.viewport(1400, 800);
    render(<Container size="sm" data-testid="c" />);
    expect(screen.getByTestId('c').getBoundingClientRect().width).toBe(640);
  });
});
