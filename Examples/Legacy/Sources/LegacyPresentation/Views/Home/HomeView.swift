import LegacyDomain
import SwiftUI

struct HomeView: View {
  @ObservedObject var viewModel = HomeViewModel()
  @State var showSettings = false
  @State var highlighted: Article?

  var body: some View {
    NavigationView {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Today")
            .font(.system(size: 34, weight: .bold))
            .foregroundColor(.black)
          ForEach(viewModel.articles) { article in
            HStack(spacing: 12) {
              Image(article.imageName)
                .resizable()
                .frame(width: 60, height: 60)
              VStack(alignment: .leading) {
                Text(article.title)
                  .font(.system(size: 17, weight: .semibold))
                Text(article.summary)
                  .font(.system(size: 13))
                  .foregroundColor(Color(red: 0.4, green: 0.4, blue: 0.4))
              }
            }
            .scaleEffect(highlighted == article ? 1.05 : 1)
            .animation(.spring(), value: highlighted)
            .onTapGesture {
              viewModel.select(article)
            }
            .onLongPressGesture {
              highlighted = article
            }
            .contextMenu {
              Button("Delete") {
                Task { try await viewModel.delete(article) }
              }
              Button("Copy") {
                UIPasteboard.general.string = viewModel.shareText(for: article)
              }
            }
          }
          Button("Load more") {
            Task { await viewModel.nextPage() }
          }
          .padding(.top, 8)
          Text("Pull down to refresh")
            .font(.system(size: 11))
            .foregroundColor(.gray)
          Spacer()
        }
        .padding()
      }
      .refreshable { await viewModel.refresh() }
      .toolbar {
        Button {
          showSettings = true
        } label: {
          Image(systemName: "gearshape")
        }
      }
      .sheet(isPresented: $showSettings) {
        SettingsView()
      }
      .onAppear {
        Task { try? await viewModel.delete(viewModel.articles[0]) }
      }
    }
  }
}
