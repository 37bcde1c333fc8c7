import Scheduling
import Testing

@MainActor
struct VirtualSchedulerTests {
  @Test func workRunsOnlyOnceItsDelayHasPassed() {
    let scheduler = VirtualScheduler()
    var runs: [Duration] = []
    scheduler.schedule(after: .milliseconds(300)) { runs.append(scheduler.now) }
    scheduler.advance(by: .milliseconds(299))
    #expect(runs.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(runs == [.milliseconds(300)])
    #expect(scheduler.now == .milliseconds(300))
  }

  @Test func advancingPastSeveralDueTimesRunsEachAtItsOwnTimeInOrder() {
    let scheduler = VirtualScheduler()
    var runs: [(String, Duration)] = []
    scheduler.schedule(after: .seconds(2)) { runs.append(("late", scheduler.now)) }
    scheduler.schedule(after: .milliseconds(300)) { runs.append(("early", scheduler.now)) }
    scheduler.schedule(after: .milliseconds(300)) { runs.append(("early too", scheduler.now)) }
    scheduler.advance(by: .seconds(10))
    #expect(runs.map(\.0) == ["early", "early too", "late"])
    #expect(runs.map(\.1) == [.milliseconds(300), .milliseconds(300), .seconds(2)])
    #expect(scheduler.now == .seconds(10))
  }

  @Test func workScheduledByRunningWorkRunsInTheSameAdvanceWhenDue() {
    let scheduler = VirtualScheduler()
    var runs: [Duration] = []
    scheduler.schedule(after: .milliseconds(100)) {
      runs.append(scheduler.now)
      scheduler.schedule(after: .milliseconds(100)) { runs.append(scheduler.now) }
      scheduler.schedule(after: .milliseconds(500)) { runs.append(scheduler.now) }
    }
    scheduler.advance(by: .milliseconds(200))
    #expect(runs == [.milliseconds(100), .milliseconds(200)])
    #expect(scheduler.pendingCount == 1)
  }

  @Test func cancelledWorkNeverRuns() {
    let scheduler = VirtualScheduler()
    var ran = false
    let work = scheduler.schedule(after: .milliseconds(300)) { ran = true }
    work.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(!ran)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func workDueNowRunsOnTheNextAdvanceEvenByZero() {
    let scheduler = VirtualScheduler()
    var ran = false
    scheduler.schedule(after: .milliseconds(-5)) { ran = true }
    #expect(!ran)
    scheduler.advance(by: .zero)
    #expect(ran)
    #expect(scheduler.now == .zero)
  }

  @Test func tenVirtualMinutesPassWithoutSleeping() {
    let scheduler = VirtualScheduler()
    var ticks = 0
    func tick() {
      ticks += 1
      scheduler.schedule(after: .seconds(1)) { tick() }
    }
    tick()
    let clock = ContinuousClock()
    let elapsed = clock.measure { scheduler.advance(by: .seconds(600)) }
    #expect(ticks == 601)
    #expect(elapsed < .seconds(1))
  }

  @Test func advanceHandsEachFiringToItsWatcherWithItsNumberAtItsTime() {
    let scheduler = VirtualScheduler()
    var ran: [String] = []
    scheduler.schedule(after: .milliseconds(300)) { ran.append("answer") }
    let cancelled = scheduler.schedule(after: .milliseconds(100)) { ran.append("cancelled") }
    scheduler.schedule(after: .zero) { ran.append("render") }
    cancelled.cancel()
    #expect(scheduler.pendingNumbers == [1, 3])
    var fired: [(Int, Duration)] = []
    scheduler.advance(by: .seconds(1)) { number, run in
      fired.append((number, scheduler.now))
      run()
    }
    #expect(fired.map(\.0) == [3, 1])
    #expect(fired.map(\.1) == [.zero, .milliseconds(300)])
    #expect(ran == ["render", "answer"])
    #expect(scheduler.pendingNumbers.isEmpty)
  }

  @Test func workItsWatcherDoesNotRunNeverRuns() {
    let scheduler = VirtualScheduler()
    var ran = false
    scheduler.schedule(after: .milliseconds(1)) { ran = true }
    scheduler.advance(by: .seconds(1)) { _, _ in }
    #expect(!ran)
    #expect(scheduler.pendingCount == 0)
  }
}
