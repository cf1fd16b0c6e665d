/**
 * Concurrent calls for one key share one run of the work: the first caller starts it, callers
 * that arrive before it settles get the same promise (its value or its failure), and the next
 * call after that starts afresh. Used so that a burst of requests for a page not stored yet
 * renders and compresses it once.
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const flying = this.flights.get(key);
    if (flying) return flying;
    // The work starts on the next microtask, after the flight is registered, so that even a work
    // that throws at once lands (and is forgotten) like any other.
    const flight = Promise.resolve()
      .then(work)
      .finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  /** Flights under way. */
  get size(): number {
    return this.flights.size;
  }
}
