/// A weak reference from a presenter to its view, so the view controller that owns the presenter is not retained.
///
/// `View` is usually a class-bound view protocol; a value that is not a class instance cannot be held weakly and
/// reads back as `nil`.
///
/// ```swift
/// @MainActor
/// final class ArticleListPresenter: ArticleListPresenterProtocol {
///   @WeakView private var view: (any ArticleListViewProtocol)?
///
///   init(view: any ArticleListViewProtocol, repository: any ArticleRepository) {
///     self.view = view
///     self.repository = repository
///   }
/// }
/// ```
@propertyWrapper
public struct WeakView<View> {
  private weak var object: AnyObject?

  /// Holds `view` weakly.
  public init(wrappedValue view: View?) {
    object = view.map { $0 as AnyObject }
  }

  /// Holds nothing yet.
  public init() {
    object = nil
  }

  /// The view, or `nil` once it has been deallocated.
  public var wrappedValue: View? {
    get { object as? View }
    set { object = newValue.map { $0 as AnyObject } }
  }
}
