import Proscenium
import ProsceniumTesting
import Testing

private enum Route: Hashable {
  case a, b, c, settings
}

@MainActor
@Suite("Router recorder")
struct RouterRecorderTests {
  @Test func recordsEveryNavigationStateStartingWithTheCurrentOne() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.navigate(to: .a)
    router.navigate(to: .b)
    router.pop()
    recorder.expectPaths([[], [.a], [.a, .b], [.a]])
    #expect(recorder.paths == [[], [.a], [.a, .b], [.a]])
  }

  @Test func popToRootThatAlsoDismissesIsOneEntry() {
    let router = Router<Route>(path: [.a], pacer: .immediate)
    router.present(.settings)
    let recorder = RouterRecorder(router)
    router.popToRoot()
    #expect(
      recorder.states == [
        NavigationState(path: [.a], presentations: [NavigationLayer(route: .settings, style: .sheet)]),
        .root,
      ])
  }

  @Test func writesThatChangeNothingAreNotRecorded() {
    let router = Router<Route>(path: [.a], pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.path = [.a]
    router.pop(count: 0)
    router.dismiss()
    #expect(recorder.states.count == 1)
  }

  @Test func recordsChangesInsideModals() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.present(.settings)
    router.presented?.router.navigate(to: .b)
    router.presented = nil
    recorder.expectStates([
      .root,
      NavigationState(presentations: [NavigationLayer(route: .settings, style: .sheet)]),
      NavigationState(presentations: [NavigationLayer(route: .settings, style: .sheet, path: [.b])]),
      .root,
    ])
    #expect(recorder.visiblePaths == [[], [], [.b], []])
  }

  @Test func recordsEachStepOfATransition() async {
    let router = Router<Route>(path: [.a, .b], pacer: .immediate)
    router.present(.settings)
    let recorder = RouterRecorder(router)
    await router.transition(toPath: [.c])
    recorder.expectPaths([[.a, .b], [.a, .b], [], [.c]])
  }

  @Test func resetKeepsOnlyTheCurrentState() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.navigate(to: .a)
    recorder.reset()
    router.navigate(to: .b)
    recorder.expectPaths([[.a], [.a, .b]])
  }

  @Test func stopEndsRecording() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.navigate(to: .a)
    recorder.stop()
    router.navigate(to: .b)
    recorder.expectPaths([[], [.a]])
  }

  @Test func twoRecordersOnOneRouterBothRecord() {
    let router = Router<Route>(pacer: .immediate)
    let first = RouterRecorder(router)
    router.navigate(to: .a)
    let second = RouterRecorder(router)
    router.navigate(to: .b)
    first.expectPaths([[], [.a], [.a, .b]])
    second.expectPaths([[.a], [.a, .b]])
  }

  @Test func expectPathsFailsWhenHistoryDiffers() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.navigate(to: .a)
    withKnownIssue {
      recorder.expectPaths([[], [.b]])
    }
    withKnownIssue {
      recorder.expectStates([.root])
    }
  }

  @Test func mismatchNamesTheFirstDifferingEntry() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.navigate(to: .a)
    router.navigate(to: .c)
    #expect(recorder.mismatch(paths: [[], [.a], [.a, .c]]) == nil)
    #expect(
      recorder.mismatch(paths: [[], [.a], [.a, .b]])
        == """
        navigation history differs at entry 2: expected [a, b], recorded [a, c]
          expected:
            0: []
            1: [a]
            2: [a, b]
          recorded:
            0: []
            1: [a]
            2: [a, c]  <- differs
        """)
  }

  @Test func mismatchNamesExtraAndMissingEntries() {
    #expect(
      NavigationHistoryDiff.message(expected: [[Route.a]], recorded: [[.a], [.b], []]).map(firstLine)
        == "recorded 2 more navigation state(s) than expected: [b], []")
    #expect(
      NavigationHistoryDiff.message(expected: [[Route.a], [.c]], recorded: [[.a]]).map(firstLine)
        == "expected 1 more navigation state(s) than recorded: [c]")
  }

  @Test func stateMismatchDescribesModals() {
    let expected = [
      NavigationState<Route>(path: [.a], presentations: [NavigationLayer(route: .settings, style: .sheet)])
    ]
    let recorded = [
      NavigationState<Route>(
        path: [.a], presentations: [NavigationLayer(route: .settings, style: .fullScreenCover, path: [.b])])
    ]
    #expect(
      NavigationHistoryDiff.message(expected: expected, recorded: recorded).map(firstLine)
        == "navigation history differs at entry 0: expected [a] | sheet settings [], "
        + "recorded [a] | fullScreenCover settings [b]")
  }
}

/// The headline of a mismatch message.
private func firstLine(_ text: String) -> String {
  text.split(separator: "\n").first.map(String.init) ?? ""
}

@MainActor
@Suite("Router recorder on a modal's router")
struct ModalRouterRecorderTests {
  @Test func recorderOnAModalRouterSeesChangesMadeByTheRootInOneBatch() throws {
    let router = Router<Route>(pacer: .immediate)
    router.present(.settings)
    let child = try #require(router.presented?.router)
    let recorder = RouterRecorder(child)
    router.setState(NavigationState(presentations: [NavigationLayer(route: .settings, style: .sheet, path: [.a, .b])]))
    child.navigate(to: .c)
    recorder.expectPaths([[], [.a, .b], [.a, .b, .c]])
  }

  @Test func popToRootOnAnEmptyRouterRecordsNothing() {
    let router = Router<Route>(pacer: .immediate)
    let recorder = RouterRecorder(router)
    router.popToRoot()
    router.dismissAll()
    router.presentedSheet = nil
    #expect(recorder.states.count == 1)
  }
}
