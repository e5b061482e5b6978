#if canImport(SwiftUI)
  import SwiftUI

  /// A `NavigationStack` bound to a ``Router``: its `path` drives the stack, its presentation drives a
  /// sheet or full-screen cover that holds another routed stack, recursively, so one router describes
  /// the whole flow and swipes write straight back into it.
  ///
  /// The router is also put in the environment, so any view below can read it with
  /// `@Environment(Router<AppRoute>.self)`.
  ///
  /// ```swift
  /// RoutedNavigationStack(router: router) {
  ///   HomeView()
  /// } destination: { route in
  ///   switch route {
  ///   case .profile(let id): ProfileView(id: id)
  ///   case .settings: SettingsView()
  ///   case .login: LoginView()
  ///   }
  /// }
  /// ```
  @MainActor
  public struct RoutedNavigationStack<Route: Hashable, Root: View, Destination: View>: View {
    @Bindable private var router: Router<Route>
    private let root: () -> Root
    private let destination: (Route) -> Destination

    /// A stack showing `root` under the routes of `router`, each drawn by `destination`.
    public init(
      router: Router<Route>,
      @ViewBuilder root: @escaping () -> Root,
      @ViewBuilder destination: @escaping (Route) -> Destination
    ) {
      self._router = Bindable(router)
      self.root = root
      self.destination = destination
    }

    /// The stack, with the router's modals attached and the router in the environment.
    public var body: some View {
      NavigationStack(path: $router.path) {
        root()
          .navigationDestination(for: Route.self) { route in
            destination(route)
          }
      }
      .environment(router)
      .sheet(item: $router.presentedSheet) { presentation in
        modalStack(for: presentation)
      }
      #if os(macOS)
        .sheet(item: $router.presentedFullScreenCover) { presentation in
          modalStack(for: presentation)
        }
      #else
        .fullScreenCover(item: $router.presentedFullScreenCover) { presentation in
          modalStack(for: presentation)
        }
      #endif
    }

    /// The presented route as the root of its own routed stack (type-erased to end the recursion).
    private func modalStack(for presentation: Presentation<Route>) -> AnyView {
      let destination = self.destination
      return AnyView(
        RoutedNavigationStack<Route, Destination, Destination>(
          router: presentation.router,
          root: { destination(presentation.route) },
          destination: destination
        )
      )
    }
  }

  extension TabRouter {
    /// A binding for `TabView(selection:)` that sends every tap through ``TabRouter/select(_:)`` (see
    /// ``TabRouter/tabSelection``), so tapping the selected tab again pops it to its root.
    ///
    /// ```swift
    /// TabView(selection: tabs.selectionBinding) {
    ///   RoutedNavigationStack(router: tabs.router(for: .home)) { HomeView() } destination: { AppDestination($0) }
    ///     .tag(AppTab.home)
    /// }
    /// ```
    public var selectionBinding: Binding<Tab> {
      Bindable(self).tabSelection
    }
  }
#endif
