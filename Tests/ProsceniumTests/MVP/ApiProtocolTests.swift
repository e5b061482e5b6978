import Proscenium
import ProsceniumTesting
import Testing

/// A view that takes raw errors itself, as seed 004's `ApiProtocol` does.
@MainActor
private final class RawErrorView: ApiProtocol {
  var raw: [String] = []
  var presented: [PresentableError] = []

  func showLoading() {}
  func hideLoading() {}
  func handleApiError(error: PresentableError) { presented.append(error) }
  func handleApiError(error: any Error) { raw.append(String(describing: error)) }
}

@MainActor
private final class PresentingOnlyView: ApiProtocol {
  var presented: [PresentableError] = []

  func showLoading() {}
  func hideLoading() {}
  func handleApiError(error: PresentableError) { presented.append(error) }
}

@MainActor
private final class Presenter {
  weak var view: (any ApiProtocol)?
  init(view: any ApiProtocol) { self.view = view }
  func fail(with error: any Error) { view?.handleApiError(error: error) }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ApiProtocolTests {
  struct Boom: Error {}

  @Test func aViewsOwnErrorHandlerIsCalledThroughTheProtocol() {
    let view = RawErrorView()
    Presenter(view: view).fail(with: Boom())
    #expect(view.raw == ["Boom()"])
    #expect(view.presented.isEmpty)
  }

  @Test func theDefaultHandlerPresentsErrorsAndDropsCancellations() {
    let view = PresentingOnlyView()
    let presenter = Presenter(view: view)
    presenter.fail(with: CancellationError())
    presenter.fail(with: offline)
    #expect(view.presented == [PresentableError(offline)])
  }

  @Test func aWeakViewReferenceDoesNotKeepTheViewAlive() {
    var view: PresentingOnlyView? = PresentingOnlyView()
    let presenter = Presenter(view: view ?? PresentingOnlyView())
    weak let released = view
    view = nil
    #expect(released == nil)
    #expect(presenter.view == nil)
  }
}
