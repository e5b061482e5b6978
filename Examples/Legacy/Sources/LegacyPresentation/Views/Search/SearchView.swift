import LegacyDomain
import SwiftUI

/// Search results, with the one preview somebody made while building the happy path.
struct SearchView: View {
  @State private var viewModel: SearchViewModel
  @State private var query = ""

  init(viewModel: SearchViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  var body: some View {
    List(viewModel.results) { article in
      Text(article.title)
    }
    .searchable(text: $query)
    .onChange(of: query) { _, newValue in
      viewModel.onChangedQuery(newValue)
    }
    .overlay {
      if let message = viewModel.errorMessage {
        Text(message)
      }
    }
  }
}

#Preview {
  SearchView(viewModel: SearchViewModel(search: { _ in [] }))
}
