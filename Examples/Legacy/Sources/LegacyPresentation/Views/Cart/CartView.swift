import LegacyDomain
import SwiftUI

/// Seed 000 keeps '@EnvironmentObject' for state the whole app shares; this screen pushes its own
/// view model down the environment instead, so every row depends on whoever happens to inject it.
struct CartView: View {
  @StateObject private var viewModel = CartViewModel()

  var body: some View {
    List(viewModel.items) { article in
      CartRow(article: article)
    }
    .environmentObject(viewModel)
  }
}

struct CartRow: View {
  let article: Article
  @EnvironmentObject private var viewModel: CartViewModel

  var body: some View {
    HStack {
      title
      Spacer()
      Button("Remove") { viewModel.remove(article) }
    }
  }

  private var title: some View {
    Text(article.title)
  }
}
