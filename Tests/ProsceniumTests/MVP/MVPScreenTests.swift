import Proscenium
import ProsceniumTesting
import Testing

// A four-file MVP screen as seed 004 describes it, reduced to its contract and presenter.

@MainActor
private protocol ArticleListViewProtocol: LoadingDisplaying {
  func reloadList()
}

@MainActor
private protocol ArticleListPresenterProtocol: PresenterProtocol {
  var articles: [Article] { get }
  func onViewDidLoad() async
  func refresh() async
}

private protocol ArticleRepository: Sendable {
  func latest(refresh: Bool) async throws -> [Article]
}

@MainActor
private final class ArticleListPresenter: ArticleListPresenterProtocol {
  private weak var view: (any ArticleListViewProtocol)?
  private let repository: any ArticleRepository
  private(set) var articles: [Article] = []

  init(view: any ArticleListViewProtocol, repository: any ArticleRepository) {
    self.view = view
    self.repository = repository
  }

  func onViewDidLoad() async { await load(refresh: false) }
  func refresh() async { await load(refresh: true) }

  private func load(refresh: Bool) async {
    view?.showLoading()
    defer { view?.hideLoading() }
    do {
      articles = try await repository.latest(refresh: refresh)
      view?.reloadList()
    } catch {
      view?.handleApiError(error: error)
    }
  }
}

@MainActor
private final class SpyArticleListView: ArticleListViewProtocol {
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
private final class StubArticleRepository: ArticleRepository {
  let latest = Stub<Bool, [Article]>(label: "ArticleRepository.latest")

  func latest(refresh: Bool) async throws -> [Article] {
    try await latest.call(refresh)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct MVPScreenTests {
  private let view = SpyArticleListView()
  private let repository = StubArticleRepository()

  @Test func loadingShowsTheListBetweenLoadingCalls() async throws {
    repository.latest.enqueue(articles(1...2))
    let presenter = ArticleListPresenter(view: view, repository: repository)

    await presenter.onViewDidLoad()
    view.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
    #expect(presenter.articles == articles(1...2))
    #expect(repository.latest.inputs == [false])
  }

  @Test func aFailureIsHandedToTheViewAsAPresentableError() async throws {
    repository.latest.enqueue(error: offline)
    let presenter = ArticleListPresenter(view: view, repository: repository)

    await presenter.onViewDidLoad()
    view.calls.expectCalls([.showLoading, .error(PresentableError(offline)), .hideLoading])
  }

  @Test func aCancellationIsNotHandedToTheView() async throws {
    repository.latest.enqueue(error: CancellationError())
    let presenter = ArticleListPresenter(view: view, repository: repository)

    await presenter.onViewDidLoad()
    view.calls.expectCalls([.showLoading, .hideLoading])
  }

  @Test func refreshAsksTheRepositoryForFreshData() async {
    repository.latest.enqueue([])
    let presenter = ArticleListPresenter(view: view, repository: repository)

    await presenter.refresh()
    #expect(repository.latest.inputs == [true])
  }

  @Test func loadingIsShownWhileTheRequestIsInFlight() async throws {
    repository.latest.enqueueSuspension()
    let presenter = ArticleListPresenter(view: view, repository: repository)

    let load = Task { await presenter.onViewDidLoad() }
    await repository.latest.waitForSuspendedCalls(count: 1)
    view.calls.expectCalls([.showLoading])

    repository.latest.resumeSuspendedCall(returning: articles(1...1))
    await load.value
    view.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
  }
}
