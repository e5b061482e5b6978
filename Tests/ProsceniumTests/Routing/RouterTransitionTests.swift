import Proscenium
import Testing

@MainActor
@Suite("Router stepped transitions")
struct RouterTransitionTests {
  @Test func transitionReachesTheTargetPausingBetweenSteps() async {
    let log = PauseLog()
    var router: Router<TestRoute>?
    router = Router<TestRoute>(path: [.a, .b, .c], pacer: log.pacer { router })
    router?.present(.settings)
    let outcome = await router?.transition(to: NavigationState(path: [.a, .d, .c]))
    #expect(outcome == .completed)
    #expect(router?.state == NavigationState(path: [.a, .d, .c]))
    // Three steps: dismiss, pop to [.a], push several; the pacer saw the two states in between.
    #expect(log.states == [NavigationState(path: [.a, .b, .c]), NavigationState(path: [.a])])
  }

  @Test func transitionToTheCurrentStateDoesNothing() async {
    let log = PauseLog()
    let router = Router<TestRoute>(path: [.a], pacer: log.pacer { nil })
    router.present(.b)
    let recorded = router.state
    #expect(await router.transition(to: recorded) == .completed)
    #expect(router.state == recorded)
    #expect(log.pauses == 0)
  }

  @Test func yieldingPacerReachesTheTarget() async {
    let router = Router<TestRoute>(path: [.a, .b], pacer: .yielding)
    router.present(.c)
    #expect(await router.transition(toPath: [.d, .a]) == .completed)
    #expect(router.state == NavigationState(path: [.d, .a]))
  }

  @Test func singleStepTransitionDoesNotPause() async {
    let log = PauseLog()
    let router = Router<TestRoute>(pacer: log.pacer { nil })
    await router.transition(toPath: [.a])
    #expect(log.pauses == 0)
    #expect(router.path == [.a])
  }

  @Test func liveRouterFollowsThePlanForEverySmallStatePair() async {
    let states = NavigationPlanTests.smallStates
    var failures: [String] = []
    for (index, from) in states.enumerated() where index % 3 == 0 {
      for to in states {
        let log = PauseLog()
        var router: Router<TestRoute>?
        router = Router<TestRoute>(pacer: log.pacer { router })
        router?.setState(from)
        await router?.transition(to: to)
        var expected: [NavigationState<TestRoute>] = []
        var state = from
        for step in NavigationPlan.steps(from: from, to: to).dropLast() {
          state = NavigationPlan.applying(step, to: state)
          expected.append(state)
        }
        if router?.state != to || log.states != expected {
          failures.append("\(from) -> \(to): ended at \(String(describing: router?.state)), paused at \(log.states)")
        }
      }
    }
    NavigationPlanTests.report(failures)
  }

  @Test func swipeBackDuringAPauseSupersedesTheTransition() async {
    let log = PauseLog()
    var router: Router<TestRoute>?
    router = Router<TestRoute>(path: [.a, .b], pacer: log.pacer { router })
    log.onPause = { if router?.path == [.a] { router?.path = [] } }
    let outcome = await router?.transition(toPath: [.a, .c, .d])
    #expect(outcome == .superseded)
    #expect(router?.path == [])
  }

  @Test func newerTransitionSupersedesAnOlderOne() async {
    var router: Router<TestRoute>?
    var inner: NavigationOutcome<TestRoute>?
    // The first pause runs a newer transition to completion before the older one resumes.
    let pacer = RouterStepPacer {
      guard inner == nil else { return }
      inner = .cancelled
      inner = await router?.transition(toPath: [.d])
    }
    router = Router<TestRoute>(path: [.a, .b], pacer: pacer)
    let outcome = await router?.transition(toPath: [.c, .d])
    #expect(outcome == .superseded)
    #expect(inner == .completed)
    #expect(router?.path == [.d])
  }

  @Test func cancelledTaskStopsBetweenSteps() async {
    // The pacer cancels the task running the transition, as leaving a screen would.
    let pacer = RouterStepPacer { withUnsafeCurrentTask { $0?.cancel() } }
    let router = Router<TestRoute>(path: [.a, .b], pacer: pacer)
    let task = Task { @MainActor in await router.transition(toPath: [.c, .d]) }
    #expect(await task.value == .superseded)
    #expect(router.path == [])
  }

  @Test func transitionInsideAModalOnlyTouchesItsChain() async {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.present(.settings)
    let child = router.presented?.router
    await child?.transition(to: NavigationState(path: [.b], presentations: [NavigationLayer(route: .c, style: .sheet)]))
    #expect(
      router.state
        == NavigationState(
          path: [.a],
          presentations: [
            NavigationLayer(route: .settings, style: .sheet, path: [.b]),
            NavigationLayer(route: .c, style: .sheet),
          ]))
  }

  @Test func performIgnoresStepsForMissingLevels() {
    let router = Router<TestRoute>(path: [.a], pacer: .immediate)
    router.perform(.push(.b, level: 1))
    router.perform(.dismissPresentation(level: 2))
    #expect(router.state == NavigationState(path: [.a]))
  }

  @Test func delayPacerSleepsOnTheInjectedClock() async {
    let clock = RecordingClock()
    let router = Router<TestRoute>(path: [.a, .b], pacer: .delay(.seconds(2), on: clock))
    await router.transition(toPath: [.c, .d])
    #expect(router.path == [.c, .d])
    #expect(await clock.log.sleeps == [.seconds(2)])
  }
}

/// A clock whose sleeps return at once and are recorded, so pacing is tested without waiting.
final class RecordingClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  actor Log {
    var sleeps: [Duration] = []
    func append(_ duration: Duration) { sleeps.append(duration) }
  }

  let log = Log()
  var now: Instant { Instant(offset: .zero) }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    await log.append(deadline.offset)
  }
}
