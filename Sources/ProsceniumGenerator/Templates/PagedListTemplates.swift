/// `--template paged-list`: the rows loaded page by page through the runtime's `Paginator` (seed 000's pagination
/// pattern on the runtime), in both SwiftUI styles. The view model hands the paginator a page-loading use case and
/// forwards the user's actions to it; the view shows a spinner for the first page, the rows, a footer while the next
/// page loads, and a retry for a page that failed.
enum PagedListTemplates {
  /// Seeds 001 and 003's folders, an `@Observable` view model.
  static let observable = files(
    useCasePath: "{{Name}}/UseCase/{{UseCase}}UseCase.swift",
    viewModelPath: "{{Name}}/ViewModel/{{Name}}ViewModel.swift",
    viewPath: "{{Name}}/View/{{Name}}View.swift", stubPath: "{{Name}}/Stub{{UseCase}}UseCase.swift",
    testsPath: "{{Name}}/{{Name}}ViewModelTests.swift", baseClass: nil)

  /// Seed 000's folders, a view model extending the runtime's `BaseViewModel`.
  static let observableObject = files(
    useCasePath: "UseCases/{{UseCase}}UseCase.swift", viewModelPath: "ViewModels/{{Name}}ViewModel.swift",
    viewPath: "Views/{{Name}}/{{Name}}View.swift", stubPath: "Stub{{UseCase}}UseCase.swift",
    testsPath: "{{Name}}ViewModelTests.swift", baseClass: "BaseViewModel")

  static func files(
    useCasePath: String, viewModelPath: String, viewPath: String, stubPath: String, testsPath: String,
    baseClass: String?
  ) -> [Template] {
    [
      Template(role: "UseCase.swift", path: useCasePath, destination: .sources, text: useCase),
      Template(role: "ViewModel.swift", path: viewModelPath, destination: .sources, text: viewModel(baseClass)),
      Template(role: "View.swift", path: viewPath, destination: .sources, text: view),
      Template(role: "UseCaseStub.swift", path: stubPath, destination: .tests, text: stub),
      Template(role: "ViewModelTests.swift", path: testsPath, destination: .tests, text: tests),
    ]
  }

  static let useCase = """
    /// One row of {{Title}}; replace it with the feature's domain entity.
    struct {{Name}}Item: Identifiable, Hashable, Sendable {
      let id: Int
      var title: String
    }

    /// Loads one page of what {{Title}} shows. View models call use cases, never repositories (seed 001); the protocol
    /// lets tests and previews script it.
    protocol {{UseCase}}UseCaseProtocol: Sendable {
      /// The rows of page `page` (the first is 1), at most `pageSize` of them; a shorter page is the last.
      func execute(page: Int, pageSize: Int) async throws -> [{{Name}}Item]
    }

    /// The production use case: the rule goes in `execute(page:pageSize:)`; the data it needs comes from repository
    /// protocols passed to `init`.
    struct {{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
    {{#routeValues}}
      /// What to load: the values of the route that opened {{Title}}.
      {{routeProperties}}

    {{/routeValues}}
      func execute(page: Int, pageSize: Int) async throws -> [{{Name}}Item] {
        []
      }
    }

    """

  static func viewModel(_ baseClass: String?) -> String {
    """
    \(SwiftUITemplateParts.viewModelImports)

    /// {{Title}}'s rows, loaded page by page by the runtime's `Paginator`, and the user's actions, named `on…`.
    @MainActor
    @Observable
    final class {{Name}}ViewModel\(baseClass.map { ": " + $0 } ?? "") {
      // MARK: State

      /// The rows loaded so far and what loading is doing, from which the view shows a spinner, the rows, a footer or
      /// a retry.
      let paginator: Paginator<{{Name}}Item>

      // MARK: Initialization

      /// - Parameter pageSize: How many rows a page asks for; a shorter page is the last.
      init({{useCase}}UseCase: any {{UseCase}}UseCaseProtocol, pageSize: Int = 20) {
        paginator = Paginator(pageSize: pageSize) { page, pageSize in
          try await {{useCase}}UseCase.execute(page: page, pageSize: pageSize)
        }
    \(baseClass == nil ? "" : "    super.init()\n")  }

      // MARK: Lifecycle

      /// Loads the first page the first time the screen appears; coming back to it keeps what is shown.
      func onAppear() async {
        await paginator.loadFirstPage()
      }

      /// Loads the next page when a row near the end of the list comes into view.
      func onRowAppeared(_ item: {{Name}}Item) async {
        await paginator.loadNextPageIfNeeded(currentItem: item)
      }

      // MARK: Actions

      /// Loads the first page again, keeping the rows on screen until it arrives.
      func onPulledToRefresh() async {
        await paginator.refresh()
      }

      /// Asks again for the page that failed, the first or a later one.
      func onTappedRetry() async {
        await paginator.retry()
      }
    }

    """
  }

  static let viewSummary =
    "{{Title}}: the rows page by page, a spinner for the first page and a footer for the next, a retry for a failure."

  static let view = """
    \(SwiftUITemplateParts.viewOpening(
      summary: viewSummary, focusComment: "The row the remote is on; rows take the focus one by one as the list scrolls."))
        var body: some View {
          content
            .navigationTitle("{{Title}}")
            .refreshable { await viewModel.onPulledToRefresh() }
            .task { await viewModel.onAppear() }
        }
      }

      // MARK: - Private Views

      private extension {{Name}}View {
        /// The first page's loading and failure take the screen; after that the rows stay, with the footer below.
        @ViewBuilder
        var content: some View {
          switch viewModel.paginator.state {
          case .idle, .loading(.firstPage):
            ProgressView()
          case .failed(let error, .firstPage):
            errorView(error)
          case .loading, .loaded, .failed:
            itemList
          }
        }

        var itemList: some View {
          List {
            ForEach(viewModel.paginator.items) { item in
              row(item)
            }
            footer
          }
        }

        func row(_ item: {{Name}}Item) -> some View {
          Text(item.title)
    {{#tvOS}}
            #if os(tvOS)
              // tvOS: each row takes the remote's focus, so scrolling to the end loads the next page.
              .focusable()
              .focused($focusedItemID, equals: item.id)
            #endif
    {{/tvOS}}
            .task { await viewModel.onRowAppeared(item) }
        }

        /// A spinner while the next page loads, or its error with a retry.
        @ViewBuilder
        var footer: some View {
          switch viewModel.paginator.state {
          case .loading(.nextPage):
            ProgressView()
              .frame(maxWidth: .infinity)
          case .failed(let error, _):
            VStack {
              Text(error.message)
              Button("Retry") {
                Task { await viewModel.onTappedRetry() }
              }
            }
            .frame(maxWidth: .infinity)
          case .idle, .loading, .loaded:
            EmptyView()
          }
        }

    \(SwiftUITemplateParts.errorView)
      }

      // MARK: - Previews

      #if DEBUG
        /// Answers every page as told: rows, a failure, or a wait long enough to show the loading state.
        private struct Mock{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
          var failure: PresentableError?
          var delay: Duration = .zero

          func execute(page: Int, pageSize: Int) async throws -> [{{Name}}Item] {
            try await Task.sleep(for: delay)
            if let failure { throw failure }
            return (1...pageSize).map { {{Name}}Item(id: (page - 1) * pageSize + $0, title: "Row \\((page - 1) * pageSize + $0)") }
          }
        }

    \(SwiftUITemplateParts.statePreviews)

    \(SwiftUITemplateParts.appearancePreviews("{{Name}}ViewModel({{useCase}}UseCase: Mock{{UseCase}}UseCase())"))
      #endif
    #endif

    """

  static let stub = """
    import ProsceniumTesting
    {{#separateDomain}}
    import {{DomainModule}}
    {{/separateDomain}}

    @testable import {{Module}}

    /// Scripted pages for the view model's use case; records the page number of each request.
    final class Stub{{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
      let pages: Stub<Int, [{{Name}}Item]>

      @MainActor
      init() {
        pages = Stub(label: "{{UseCase}}UseCase.execute")
      }

      func execute(page: Int, pageSize: Int) async throws -> [{{Name}}Item] {
        try await pages.call(page)
      }
    }

    """

  static let tests = """
    import Proscenium
    import ProsceniumTesting
    import Testing
    {{#separateDomain}}
    import {{DomainModule}}
    {{/separateDomain}}

    @testable import {{Module}}

    @MainActor
    struct {{Name}}ViewModelTests {
      let useCase = Stub{{UseCase}}UseCase()

      /// Pages of two rows, so a page of two has a next one and a page of one is the last.
      func makeViewModel() -> {{Name}}ViewModel {
        {{Name}}ViewModel({{useCase}}UseCase: useCase, pageSize: 2)
      }

      func rows(_ ids: ClosedRange<Int>) -> [{{Name}}Item] {
        ids.map { {{Name}}Item(id: $0, title: "Row \\($0)") }
      }

      @Test func onAppearLoadsTheFirstPageOnce() async {
        useCase.pages.enqueue(rows(1...2))
        let viewModel = makeViewModel()

        await viewModel.onAppear()
        await viewModel.onAppear()

        #expect(viewModel.paginator.items == rows(1...2))
        #expect(viewModel.paginator.state == .loaded)
        #expect(useCase.pages.inputs == [1])
      }

      @Test func theLastRowAppearingLoadsTheNextPageUntilAShortOne() async throws {
        useCase.pages.enqueue(rows(1...2))
        useCase.pages.enqueue(rows(3...3))
        let viewModel = makeViewModel()
        await viewModel.onAppear()

        await viewModel.onRowAppeared(try #require(viewModel.paginator.items.last))
        await viewModel.onRowAppeared(try #require(viewModel.paginator.items.last))

        #expect(viewModel.paginator.items == rows(1...3))
        #expect(viewModel.paginator.hasMore == false)
        #expect(useCase.pages.inputs == [1, 2])
      }

      @Test func aFailedPageKeepsTheRowsAndRetryAsksForItAgain() async throws {
        useCase.pages.enqueue(rows(1...2))
        useCase.pages.enqueue(error: PresentableError(title: "Unavailable", message: "Try again."))
        useCase.pages.enqueue(rows(3...4))
        let viewModel = makeViewModel()
        await viewModel.onAppear()

        await viewModel.onRowAppeared(try #require(viewModel.paginator.items.last))
        #expect(viewModel.paginator.state.error?.title == "Unavailable")
        #expect(viewModel.paginator.items == rows(1...2))

        await viewModel.onTappedRetry()
        #expect(viewModel.paginator.items == rows(1...4))
        #expect(useCase.pages.inputs == [1, 2, 2])
      }

      @Test func aCancellationIsNotShownAsAFailure() async {
        useCase.pages.enqueue(error: CancellationError())
        let viewModel = makeViewModel()

        await viewModel.onAppear()

        #expect(viewModel.paginator.state == .idle)
      }

      @Test func pullingToRefreshReplacesTheRowsWithTheFirstPage() async {
        useCase.pages.enqueue(rows(1...2))
        useCase.pages.enqueue(rows(5...6))
        let viewModel = makeViewModel()
        await viewModel.onAppear()

        await viewModel.onPulledToRefresh()

        #expect(viewModel.paginator.items == rows(5...6))
        #expect(useCase.pages.inputs == [1, 1])
      }
    }

    """
}
