import Proscenium
import Testing

@Suite("Navigation state values")
struct NavigationStateTests {
  let state = NavigationState<TestRoute>(
    path: [.a],
    presentations: [
      NavigationLayer(route: .b, style: .sheet, path: [.c]),
      NavigationLayer(route: .d, style: .fullScreenCover),
    ])

  @Test func levelsCountTheRootStackAndEachModal() {
    #expect(state.levelCount == 3)
    #expect(state.path(atLevel: 0) == [.a])
    #expect(state.path(atLevel: 1) == [.c])
    #expect(state.path(atLevel: 2) == [])
    #expect(state.path(atLevel: 3) == nil)
    #expect(state.path(atLevel: -1) == nil)
  }

  @Test func visiblePathIsTheTopmostStack() {
    #expect(state.visiblePath == [])
    #expect(NavigationState<TestRoute>(path: [.a]).visiblePath == [.a])
  }

  @Test func setPathPastTheTopChangesNothing() {
    var copy = state
    copy.setPath([.a], atLevel: 5)
    #expect(copy == state)
    copy.setPath([.a, .b], atLevel: 1)
    #expect(copy.presentations[0].path == [.a, .b])
  }

  @Test func descriptionShowsEveryLayer() {
    #expect(state.description == "[a] | sheet b [c] | fullScreenCover d []")
  }
}
