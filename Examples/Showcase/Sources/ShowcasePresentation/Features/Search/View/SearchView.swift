#if canImport(SwiftUI)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// Search-as-you-type (seed 003): one `LoadingState` switch for idle, loading, results and failure, and an
  /// animation between them that respects Reduce Motion.
  struct SearchView: View {
    // MARK: Properties

    @State private var viewModel: SearchViewModel
    /// The text field's own state; every change is forwarded to the view model as an action.
    @State private var query = ""
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(viewModel: SearchViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    // MARK: View

    var body: some View {
      content
        .navigationTitle("Search")
        .searchable(text: $query, prompt: "Members")
        .onChange(of: query) { _, newQuery in
          viewModel.onChangedQuery(newQuery)
        }
        .onSubmit(of: .search) {
          Task { await viewModel.onSubmitted() }
        }
        .animation(reduceMotion ? nil : .easeInOut(duration: 0.2), value: viewModel.search.results)
    }
  }

  // MARK: - Private Views

  private extension SearchView {
    @ViewBuilder
    var content: some View {
      switch viewModel.search.results {
      case .idle:
        ContentUnavailableView(
          "Find members",
          systemImage: "magnifyingglass",
          description: Text("Type at least two letters.")
        )
      case .loading:
        LoadingView("Searching…")
      case .loaded(let members) where members.isEmpty:
        ContentUnavailableView.search(text: query)
      case .loaded(let members):
        List(members) { member in
          Button {
            viewModel.onTappedResult(member)
          } label: {
            MemberRow(member: member)
          }
        }
      case .failed(let error):
        ErrorView(error) { await viewModel.onSubmitted() }
      }
    }
  }

  // MARK: - Previews

  #if DEBUG
    private struct PreviewSearchUsersUseCase: SearchUsersUseCaseProtocol {
      var failure: DomainError?
      var delay: Duration = .zero

      func execute(query: String) async throws -> [User] {
        try await Task.sleep(for: delay)
        if let failure { throw failure }
        return [User(id: 7, name: "Member 7", email: "member7@example.com")]
      }
    }

    @MainActor
    private func previewSearch(_ useCase: PreviewSearchUsersUseCase, query: String) -> SearchView {
      let viewModel = SearchViewModel(searchUsersUseCase: useCase, router: Router())
      viewModel.onChangedQuery(query)
      return SearchView(viewModel: viewModel)
    }

    #Preview("Loaded") {
      NavigationStack { previewSearch(PreviewSearchUsersUseCase(), query: "Member") }
    }

    #Preview("Loading") {
      NavigationStack { previewSearch(PreviewSearchUsersUseCase(delay: .seconds(3600)), query: "Member") }
    }

    #Preview("Error") {
      NavigationStack { previewSearch(PreviewSearchUsersUseCase(failure: .unavailable), query: "Member") }
    }
  #endif
#endif
