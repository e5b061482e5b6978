#if canImport(SwiftUI)
  import ShowcasePresentation
  import SwiftUI

  /// The app's scene. An Xcode app target hosts it in three lines:
  ///
  /// ```swift
  /// @main
  /// struct ShowcaseApp: App {
  ///   var body: some Scene { ShowcaseScene() }
  /// }
  /// ```
  public struct ShowcaseScene: Scene {
    @State private var root = AppComposition.makeRootViewModel()
    private let factory = AppComposition.makeScreenFactory()

    public init() {}

    public var body: some Scene {
      WindowGroup {
        RootView(viewModel: root, factory: factory)
      }
    }
  }
#endif
