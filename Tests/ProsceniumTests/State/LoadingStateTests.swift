import Proscenium
import Testing

@Suite(.timeLimit(.minutes(1))) struct LoadingStateTests {
  @Test func accessorsReflectTheCase() {
    let failure = PresentableError(title: "t", message: "m")
    #expect(LoadingState<Int>.idle.value == nil)
    #expect(LoadingState<Int>.loading.isLoading)
    #expect(!LoadingState<Int>.loaded(1).isLoading)
    #expect(LoadingState<Int>.loaded(1).value == 1)
    #expect(LoadingState<Int>.failed(failure).error == failure)
    #expect(LoadingState<Int>.loaded(1).error == nil)
  }

  @Test func aCancellationMakesNoFailedState() {
    #expect(LoadingState<Int>(failure: CancellationError()) == nil)
    #expect(LoadingState<Int>(failure: Boom()) == .failed(.unexpected))
  }

  @Test func mapTransformsOnlyTheLoadedValue() {
    #expect(LoadingState.loaded(2).map { $0 * 10 } == .loaded(20))
    #expect(LoadingState<Int>.loading.map { $0 * 10 } == .loading)
    #expect(LoadingState<Int>.failed(.unexpected).map(String.init) == .failed(.unexpected))
  }
}
