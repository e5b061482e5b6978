#if canImport(SwiftUI)
  import ShowcaseDomain
  import SwiftUI

  /// One article in a list or a grid: title and summary in text styles, so Dynamic Type scales them.
  struct ArticleRow: View {
    let article: Article

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(article.title)
          .font(.headline)
        Text(article.summary)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(2)
      }
      .accessibilityElement(children: .combine)
    }
  }
#endif
