/**
 * Whether this instance is on its way out. From the stop signal on, the ready check answers 503 so
 * the load balancer takes the instance out, and every answer closes its connection so the balancer
 * keeps no idle connection to it; the requests it still gets meanwhile are served as usual
 * (docs/operations.md, "Stopping").
 */
export class StopState {
  private stoppingNow = false;

  get stopping(): boolean {
    return this.stoppingNow;
  }

  begin(): void {
    this.stoppingNow = true;
  }
}
