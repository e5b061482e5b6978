import Proscenium
import ProsceniumTesting
import ShowcaseDomain
import ShowcasePresentation
import Testing

@MainActor
struct ContentListViewModelTests {
  let useCase = StubListArticlesUseCase()
  let router = Router<AppRoute>(pacer: .immediate)

  func makeViewModel() -> ContentListViewModel {
    ContentListViewModel(listArticlesUseCase: useCase, router: router, pageSize: 3)
  }

  static func articles(_ ids: ClosedRange<Int>) -> [Article] {
    ids.map { Article(id: $0, title: "Article \($0)", authorID: $0 + 100) }
  }

  @Test func appearingLoadsTheFirstPage() async {
    useCase.pages.enqueue(Self.articles(1...3))
    let viewModel = makeViewModel()

    await viewModel.onAppear()

    #expect(viewModel.articles.items.map(\.id) == [1, 2, 3])
    #expect(viewModel.articles.hasMore)
    #expect(useCase.pages.inputs == [1])
  }

  @Test func anArticleNearTheEndLoadsTheNextPageAndAShortPageEndsTheList() async {
    useCase.pages.enqueue(Self.articles(1...3))
    useCase.pages.enqueue(Self.articles(4...5))
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onAppearedArticle(Self.articles(3...3)[0])

    #expect(viewModel.articles.items.map(\.id) == [1, 2, 3, 4, 5])
    #expect(!viewModel.articles.hasMore)
    #expect(useCase.pages.inputs == [1, 2])
  }

  @Test func aFailedFirstPageIsShownAndRetryLoadsIt() async {
    useCase.pages.enqueue(error: DomainError.unavailable)
    let viewModel = makeViewModel()

    await viewModel.onAppear()
    #expect(viewModel.articles.state.error?.title == "Unavailable")

    useCase.pages.enqueue(Self.articles(1...3))
    await viewModel.onTappedRetry()
    #expect(viewModel.articles.items.count == 3)
  }

  @Test func aFailedNextPageKeepsTheLoadedArticles() async {
    useCase.pages.enqueue(Self.articles(1...3))
    useCase.pages.enqueue(error: DomainError.unavailable)
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onAppearedArticle(Self.articles(3...3)[0])

    #expect(viewModel.articles.items.count == 3)
    #expect(viewModel.articles.state == .failed(PresentableError(DomainError.unavailable), .nextPage))
  }

  @Test func pullingToRefreshReloadsPageOne() async {
    useCase.pages.enqueue(Self.articles(1...3))
    useCase.pages.enqueue(Self.articles(7...9))
    let viewModel = makeViewModel()
    await viewModel.onAppear()

    await viewModel.onPulledToRefresh()

    #expect(viewModel.articles.items.map(\.id) == [7, 8, 9])
    #expect(useCase.pages.inputs == [1, 1])
  }

  @Test func tappingAnArticleOpensItsAuthor() {
    let recorder = RouterRecorder(router)
    let viewModel = makeViewModel()

    viewModel.onTappedArticle(Self.articles(4...4)[0])

    recorder.expectPaths([[], [.profile(id: 104)]])
  }
}
