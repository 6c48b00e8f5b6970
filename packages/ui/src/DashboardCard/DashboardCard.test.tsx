import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardCard } from './DashboardCard';

const figures = {
  title: 'Client dashboard',
  metricValue: '185',
  metricLabel: 'clients helped',
  onlineValue: '32',
  onlineLabel: 'Online',
};

describe('DashboardCard', () => {
  it('is a region named by its title showing the figures as readable phrases', () => {
    render(<DashboardCard {...figures} />);
    const region = screen.getByRole('region', { name: 'Client dashboard' });
    expect(region).toHaveTextContent('185 clients helped');
    expect(region).toHaveTextContent('32 Online');
  });

  it('describes the bar chart in words and draws bars at the given heights', () => {
    render(<DashboardCard {...figures} bars={[25, 100]} barsLabel="Sessions per day, rising" />);
    const chart = screen.getByRole('img', { name: 'Sessions per day, rising' });
    const [low, high] = Array.from(chart.children) as HTMLElement[];
    const chartHeight = chart.getBoundingClientRect().height;
    expect(high!.getBoundingClientRect().height).toBeCloseTo(chartHeight, 0);
    expect(low!.getBoundingClientRect().height).toBeCloseTo(chartHeight / 4, 0);
  });

  it('hides unlabelled bars from assistive technology and draws none when empty', () => {
    const { rerender } = render(<DashboardCard {...figures} bars={[50]} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<DashboardCard {...figures} bars={[]} barsLabel="Sessions" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
