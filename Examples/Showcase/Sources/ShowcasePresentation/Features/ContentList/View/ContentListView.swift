#if canImport(SwiftUI)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// The reading list: a paginated `List` on iOS and, on tvOS, seed 000's grid of focusable cards that grow when
  /// focused. Both render the paginator's state: a first-page spinner or error, then rows with a footer.
  struct ContentListView: View {
    // MARK: Properties

    @State private var viewModel: ContentListViewModel

    init(viewModel: ContentListViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    // MARK: View

    var body: some View {
      content
        .navigationTitle("Reading List")
        .task { await viewModel.onAppear() }
    }
  }

  // MARK: - Private Views

  private extension ContentListView {
    @ViewBuilder
    var content: some View {
      switch viewModel.articles.state {
      case .idle, .loading(.firstPage):
        LoadingView()
      case .failed(let error, .firstPage):
        ErrorView(error) { await viewModel.onTappedRetry() }
      default:
        #if os(tvOS)
          ContentGrid(viewModel: viewModel)
        #else
          articleList
        #endif
      }
    }

    var articleList: some View {
      List {
        ForEach(viewModel.articles.items) { article in
          Button {
            viewModel.onTappedArticle(article)
          } label: {
            ArticleRow(article: article)
          }
          .task { await viewModel.onAppearedArticle(article) }
        }
        ContentListFooter(state: viewModel.articles.state) {
          await viewModel.onTappedRetry()
        }
      }
      .refreshable { await viewModel.onPulledToRefresh() }
    }
  }

  // MARK: - Previews

  #if DEBUG
    #Preview("Loaded") {
      NavigationStack {
        ContentListView(viewModel: .preview())
      }
    }

    #Preview("Loading") {
      NavigationStack {
        ContentListView(
          viewModel: .preview { _, _ in
            try await Task.sleep(for: .seconds(3600))
            return []
          })
      }
    }

    #Preview("Error") {
      NavigationStack {
        ContentListView(viewModel: .preview { _, _ in throw DomainError.unavailable })
      }
    }
  #endif
#endif
