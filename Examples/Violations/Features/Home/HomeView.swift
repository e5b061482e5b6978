import SwiftUI

struct HomeView: View {
  @ObservedObject var viewModel = HomeViewModel()
  @State var showSettings = false

  var body: some View {
    NavigationView {
      ScrollView {
        VStack {
          ForEach(viewModel.items) { item in
            Text(item.title)
              .onTapGesture { viewModel.select(item) }
          }
        }
      }
      .toolbar {
        Button {
          showSettings = true
        } label: {
          Image(systemName: "gearshape")
        }
      }
      .onAppear {
        Task { try? await viewModel.load() }
      }
    }
  }
}
