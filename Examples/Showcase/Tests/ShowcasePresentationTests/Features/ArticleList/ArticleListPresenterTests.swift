import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import Testing

@testable import ShowcasePresentation

/// Seed 004's presenter tests: a spy view records what it was told, a stub repository answers as scripted.
@MainActor
final class SpyArticleListView: ArticleListViewProtocol {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case reloadList
    case error(PresentableError)
  }

  let calls = CallRecorder<Call>(label: "SpyArticleListView")

  func showLoading() { calls.record(.showLoading) }
  func hideLoading() { calls.record(.hideLoading) }
  func reloadList() { calls.record(.reloadList) }
  func handleApiError(error: PresentableError) { calls.record(.error(error)) }
}

@MainActor
struct ArticleListPresenterTests {
  let view = SpyArticleListView()
  let repository = StubArticleRepository()

  func makePresenter() -> ArticleListPresenter {
    ArticleListPresenter(view: view, repository: repository)
  }

  @Test func initDoesNoWork() throws {
    _ = makePresenter()

    #expect(repository.latest.callCount == 0)
    view.calls.expectCalls([])
  }

  @Test func viewDidLoadShowsLoadingThenTheArticles() async throws {
    repository.latest.enqueue([.fixture(id: 1), .fixture(id: 2)])
    let presenter = makePresenter()

    await presenter.onViewDidLoad()

    view.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
    #expect(presenter.numberOfArticles == 2)
    #expect(presenter.article(at: 1) == .fixture(id: 2))
    #expect(presenter.article(at: 2) == nil)
  }

  @Test func loadingIsShownWhileTheRequestIsInFlight() async throws {
    repository.latest.enqueueSuspension()
    let presenter = makePresenter()

    let load = Task { await presenter.onViewDidLoad() }
    await repository.latest.waitForSuspendedCalls(count: 1)
    view.calls.expectCalls([.showLoading])

    repository.latest.resumeSuspendedCall(returning: [.fixture(id: 1)])
    await load.value
    view.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
  }

  @Test func aFailureIsShownAndLoadingHidden() async throws {
    repository.latest.enqueue(error: DomainError.unavailable)
    let presenter = makePresenter()

    await presenter.onViewDidLoad()

    view.calls.expectCalls([.showLoading, .error(PresentableError(DomainError.unavailable)), .hideLoading])
    #expect(presenter.numberOfArticles == 0)
  }

  @Test func aCancellationIsNotShown() async throws {
    repository.latest.enqueue(error: CancellationError())
    let presenter = makePresenter()

    await presenter.onViewDidLoad()

    view.calls.expectCalls([.showLoading, .hideLoading])
  }

  @Test func refreshAsksForFreshDataAndViewDidLoadDoesNot() async {
    repository.latest.enqueue([.fixture(id: 1)])
    repository.latest.enqueue([.fixture(id: 2)])
    let presenter = makePresenter()

    await presenter.onViewDidLoad()
    await presenter.refresh()

    #expect(repository.latest.inputs == [false, true])
    #expect(presenter.article(at: 0) == .fixture(id: 2))
  }

  @Test func thePresenterHoldsItsViewWeakly() async {
    repository.latest.enqueue([.fixture(id: 1)])
    weak var releasedView: SpyArticleListView?
    let presenter: ArticleListPresenter
    do {
      let shortLivedView = SpyArticleListView()
      releasedView = shortLivedView
      presenter = ArticleListPresenter(view: shortLivedView, repository: repository)
    }

    #expect(releasedView == nil)
    await presenter.onViewDidLoad()
    #expect(presenter.numberOfArticles == 1, "the presenter still works without a view")
  }
}
