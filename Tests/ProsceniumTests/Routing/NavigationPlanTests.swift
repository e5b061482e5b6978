import Proscenium
import Testing

@Suite("Navigation plan sequencing")
struct NavigationPlanTests {
  typealias State = NavigationState<TestRoute>
  typealias Step = RouterStep<TestRoute>

  func sheet(_ route: TestRoute, _ path: [TestRoute] = []) -> NavigationLayer<TestRoute> {
    NavigationLayer(route: route, style: .sheet, path: path)
  }

  @Test func equalStatesNeedNoSteps() {
    let state = State(path: [.a], presentations: [sheet(.b, [.c])])
    #expect(NavigationPlan.steps(from: state, to: state).isEmpty)
  }

  @Test func pushingOneRouteIsAPush() {
    #expect(NavigationPlan.steps(from: State(path: [.a]), to: State(path: [.a, .b])) == [.push(.b, level: 0)])
  }

  @Test func pushingSeveralRoutesIsOneSetPath() {
    #expect(
      NavigationPlan.steps(from: State(path: [.a]), to: State(path: [.a, .b, .c]))
        == [.setPath([.a, .b, .c], level: 0)])
  }

  @Test func poppingSeveralRoutesIsOneSetPath() {
    #expect(NavigationPlan.steps(from: State(path: [.a, .b, .c]), to: State(path: [.a])) == [.setPath([.a], level: 0)])
  }

  @Test func popSeveralThenPushSeveralIsTwoSteps() {
    #expect(
      NavigationPlan.steps(from: State(path: [.a, .b, .c]), to: State(path: [.a, .d, .c]))
        == [.setPath([.a], level: 0), .setPath([.a, .d, .c], level: 0)])
  }

  @Test func replacingTheTopRouteIsPopThenPush() {
    #expect(
      NavigationPlan.steps(from: State(path: [.a, .b]), to: State(path: [.a, .c]))
        == [.setPath([.a], level: 0), .push(.c, level: 0)])
  }

  @Test func dismissSheetThenPushIsTwoSteps() {
    #expect(
      NavigationPlan.steps(from: State(path: [.a], presentations: [sheet(.b)]), to: State(path: [.a, .c]))
        == [.dismissPresentation(level: 0), .push(.c, level: 0)])
  }

  @Test func nestedModalsAreDismissedTopmostFirst() {
    let from = State(path: [.a], presentations: [sheet(.b), sheet(.c), sheet(.d)])
    #expect(
      NavigationPlan.steps(from: from, to: State(path: [.a]))
        == [.dismissPresentation(level: 2), .dismissPresentation(level: 1), .dismissPresentation(level: 0)])
  }

  @Test func nestedModalsArePresentedBottomFirstWithTheirStacks() {
    let to = State(path: [.a], presentations: [sheet(.b, [.c]), NavigationLayer(route: .d, style: .fullScreenCover)])
    #expect(
      NavigationPlan.steps(from: .root, to: to)
        == [
          .push(.a, level: 0),
          .present(.b, style: .sheet, path: [.c], level: 0),
          .present(.d, style: .fullScreenCover, path: [], level: 1),
        ])
  }

  @Test func sameRouteWithAnotherStyleIsDismissedAndPresentedAgain() {
    let from = State(presentations: [sheet(.b)])
    let to = State(presentations: [NavigationLayer(route: .b, style: .fullScreenCover)])
    #expect(
      NavigationPlan.steps(from: from, to: to)
        == [.dismissPresentation(level: 0), .present(.b, style: .fullScreenCover, path: [], level: 0)])
  }

  @Test func stacksUnderAKeptModalChangeInOneStepBeforeTheVisibleStack() {
    let from = State(path: [.a, .b], presentations: [sheet(.c, [.d])])
    let to = State(path: [.c, .d], presentations: [sheet(.c, [.a, .b])])
    #expect(
      NavigationPlan.steps(from: from, to: to)
        == [.setPath([.c, .d], level: 0), .setPath([], level: 1), .setPath([.a, .b], level: 1)])
  }

  @Test func replacingATopModalKeepsTheOneBelow() {
    let from = State(presentations: [sheet(.a, [.b]), sheet(.c)])
    let to = State(presentations: [sheet(.a, [.b]), sheet(.d)])
    #expect(
      NavigationPlan.steps(from: from, to: to)
        == [.dismissPresentation(level: 1), .present(.d, style: .sheet, path: [], level: 1)])
  }

  @Test func applyingAStepAtAMissingLevelChangesNothing() {
    let state = State(path: [.a])
    #expect(NavigationPlan.applying(.setPath([.b], level: 3), to: state) == state)
    #expect(NavigationPlan.applying(.push(.b, level: 1), to: state) == state)
    #expect(NavigationPlan.applying(.dismissPresentation(level: 0), to: state) == state)
    #expect(NavigationPlan.applying(.present(.b, style: .sheet, path: [], level: 2), to: state) == state)
    #expect(NavigationPlan.applying(.setPath([.b], level: -1), to: state) == state)
  }

  // MARK: - Exhaustive properties over every pair of small states

  /// Every state with a root stack of up to two routes and up to two modals from a small set.
  static let smallStates: [State] = {
    let paths: [[TestRoute]] = [[], [.a], [.b], [.a, .a], [.a, .b], [.b, .a], [.b, .b]]
    let layers: [NavigationLayer<TestRoute>] = [
      NavigationLayer(route: .c, style: .sheet),
      NavigationLayer(route: .c, style: .sheet, path: [.a]),
      NavigationLayer(route: .c, style: .fullScreenCover),
      NavigationLayer(route: .d, style: .sheet, path: [.b, .a]),
    ]
    var stacks: [[NavigationLayer<TestRoute>]] = [[]]
    stacks += layers.map { [$0] }
    stacks += layers.flatMap { first in layers.map { [first, $0] } }
    return paths.flatMap { path in stacks.map { State(path: path, presentations: $0) } }
  }()

  /// Why `step` is not something SwiftUI performs in one update on `state`, or `nil` if it is.
  static func animationProblem(_ step: Step, on state: State) -> String? {
    let top = state.presentations.count
    switch step {
    case .dismissPresentation(let level):
      return level == top - 1 ? nil : "dismisses level \(level) while \(top) modals are up"
    case .present(_, _, _, let level):
      return level == top ? nil : "presents from level \(level) under a modal"
    case .push(_, let level):
      return level == top ? nil : "pushes on hidden level \(level)"
    case .setPath(let path, let level):
      guard let old = state.path(atLevel: level) else { return "sets a missing level \(level)" }
      if old == path { return "sets an unchanged path" }
      if level < top { return nil }
      let isPop = path.count < old.count && Array(old.prefix(path.count)) == path
      let isPush = path.count > old.count && Array(path.prefix(old.count)) == old
      return isPop || isPush ? nil : "pops and pushes \(old) -> \(path) in one step"
    }
  }

  /// Records the first few failures and a count, so a broken planner does not bury the report.
  static func report(_ failures: [String]) {
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    if failures.count > 5 { Issue.record("\(failures.count - 5) more failing state pairs") }
  }

  @Test func everyPlanReachesItsTargetThroughAnimatableSteps() {
    var checked = 0
    var failures: [String] = []
    for from in Self.smallStates {
      for to in Self.smallStates {
        var state = from
        let steps = NavigationPlan.steps(from: from, to: to)
        for step in steps {
          if let problem = Self.animationProblem(step, on: state) {
            failures.append("\(from) -> \(to): step \(step) \(problem)")
          }
          state = NavigationPlan.applying(step, to: state)
        }
        if state != to { failures.append("\(from) -> \(to): plan ends at \(state)") }
        checked += 1
      }
    }
    Self.report(failures)
    #expect(checked == Self.smallStates.count * Self.smallStates.count)
  }

  @Test func replanningAfterAnyStepGivesTheRestOfThePlan() {
    var failures: [String] = []
    for from in Self.smallStates {
      for to in Self.smallStates {
        let steps = NavigationPlan.steps(from: from, to: to)
        guard let first = steps.first else { continue }
        let rest = NavigationPlan.steps(from: NavigationPlan.applying(first, to: from), to: to)
        if rest != Array(steps.dropFirst()) {
          failures.append("\(from) -> \(to): after \(first) the plan is \(rest), expected \(Array(steps.dropFirst()))")
        }
      }
    }
    Self.report(failures)
  }

  @Test func planLengthIsBoundedByTheChangedLevels() {
    for from in Self.smallStates {
      for to in Self.smallStates {
        let steps = NavigationPlan.steps(from: from, to: to)
        let dismissals = steps.filter { if case .dismissPresentation = $0 { true } else { false } }.count
        let presents = steps.filter { if case .present = $0 { true } else { false } }.count
        let pathSteps = steps.count - dismissals - presents
        let levels = min(from.presentations.count, to.presentations.count) + 1
        #expect(dismissals <= from.presentations.count)
        #expect(presents <= to.presentations.count)
        #expect(pathSteps <= levels + 1, "\(from) -> \(to): \(steps)")
        // Dismissals come first, presents last.
        let kinds = steps.map { step -> Int in
          switch step {
          case .dismissPresentation: 0
          case .present: 2
          default: 1
          }
        }
        #expect(kinds == kinds.sorted(), "\(from) -> \(to): \(steps)")
      }
    }
  }
}
