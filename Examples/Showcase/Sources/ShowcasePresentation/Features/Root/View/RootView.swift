#if canImport(SwiftUI)
  import Proscenium
  import SwiftUI

  /// The tab bar: one routed stack per tab, deep links opened through the view model, toasts above everything.
  ///
  /// A container with no loading or error state of its own: each tab's screen previews its states instead.
  public struct RootView: View {  // proscenium:disable:this previews_cover_states -- no state of its own
    // MARK: Properties

    @State private var viewModel: RootViewModel
    private let factory: ScreenFactory

    public init(viewModel: RootViewModel, factory: ScreenFactory) {
      _viewModel = State(initialValue: viewModel)
      self.factory = factory
    }

    // MARK: View

    public var body: some View {
      TabView(selection: viewModel.tabs.selectionBinding) {
        homeTab
        searchTab
        articlesTab
        readingTab
        settingsTab
      }
      .onOpenURL { url in
        Task { await viewModel.onOpenURL(url) }
      }
      .toasts(viewModel.toasts)
    }
  }

  // MARK: - Private Views

  private extension RootView {
    /// `RoutedNavigationStack` binds the router's path and modals and puts the router in the environment.
    var homeTab: some View {
      let router = viewModel.tabs.router(for: .home)
      return RoutedNavigationStack(router: router) {
        HomeView(viewModel: factory.makeHomeViewModel(router: router))
      } destination: { route in
        route.view(factory: factory, router: router)
      }
      .tabItem { Label("Home", systemImage: "house") }
      .tag(AppTab.home)
    }

    /// The same, written by hand with `NavigationStack(path:)` (seed 003), to show what the adapter does.
    var searchTab: some View {
      SearchTab(router: viewModel.tabs.router(for: .search), factory: factory)
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .tag(AppTab.search)
    }

    var articlesTab: some View {
      let router = viewModel.tabs.router(for: .articles)
      return RoutedNavigationStack(router: router) {
        AppRoute.articles.view(factory: factory, router: router)
      } destination: { route in
        route.view(factory: factory, router: router)
      }
      .tabItem { Label("Articles", systemImage: "doc.text") }
      .tag(AppTab.articles)
    }

    var readingTab: some View {
      let router = viewModel.tabs.router(for: .reading)
      return RoutedNavigationStack(router: router) {
        AppRoute.contentList.view(factory: factory, router: router)
      } destination: { route in
        route.view(factory: factory, router: router)
      }
      .tabItem { Label("Reading", systemImage: "books.vertical") }
      .tag(AppTab.reading)
    }

    var settingsTab: some View {
      let router = viewModel.tabs.router(for: .settings)
      return RoutedNavigationStack(router: router) {
        AppRoute.settings.view(factory: factory, router: router)
      } destination: { route in
        route.view(factory: factory, router: router)
      }
      .tabItem { Label("Settings", systemImage: "gearshape") }
      .tag(AppTab.settings)
    }
  }

  /// A hand-written stack bound to a `Router`'s path.
  private struct SearchTab: View {
    @Bindable var router: Router<AppRoute>
    let factory: ScreenFactory

    var body: some View {
      NavigationStack(path: $router.path) {
        SearchView(viewModel: factory.makeSearchViewModel(router: router))
          .navigationDestination(for: AppRoute.self) { route in
            route.view(factory: factory, router: router)
          }
      }
      .environment(router)
    }
  }
#endif
