import LegacyDomain
import SwiftUI

struct ArticleDetailView: View {
  @StateObject private var viewModel: ArticleDetailViewModel

  init(viewModel: @autoclosure @escaping () -> ArticleDetailViewModel) {
    _viewModel = StateObject(wrappedValue: viewModel())
  }

  var body: some View {
    ScrollView {
      Text(viewModel.article?.title ?? "")
        .font(.title)
      Text(viewModel.article?.summary ?? "")
    }
    .task { await viewModel.onAppear() }
  }
}
