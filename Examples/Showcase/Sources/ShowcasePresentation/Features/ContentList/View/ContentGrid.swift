#if os(tvOS)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// tvOS (seed 000's platform pattern): a grid of cards read from across the room; the focused card grows, and
  /// focusing a card near the end loads the next page, as scrolling does on iOS.
  struct ContentGrid: View {
    let viewModel: ContentListViewModel
    @FocusState private var focusedArticle: Article.ID?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 40) {
          ForEach(viewModel.articles.items) { article in
            Button {
              viewModel.onTappedArticle(article)
            } label: {
              ArticleRow(article: article)
                .padding(24)
                .frame(maxWidth: .infinity, minHeight: 160, alignment: .leading)
            }
            .buttonStyle(.card)
            .focused($focusedArticle, equals: article.id)
            .scaleEffect(focusedArticle == article.id && !reduceMotion ? 1.05 : 1.0)
            .animation(reduceMotion ? nil : .easeInOut, value: focusedArticle)
            .task { await viewModel.onAppearedArticle(article) }
          }
        }
        .padding(60)
        ContentListFooter(state: viewModel.articles.state) {
          await viewModel.onTappedRetry()
        }
      }
      .focusSection()
    }

    private var columns: [GridItem] {
      [GridItem(.adaptive(minimum: 300, maximum: 400), spacing: 40)]
    }
  }
#endif
