/// A weak reference from a presenter to its view, so the view controller that owns the presenter is not retained.
///
/// `View` must be a class or a class-bound protocol (`protocol ArticleListViewProtocol: AnyObject`); Swift cannot
/// state that for protocol existentials, so the reference is stored as `AnyObject` and cast back on read.
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
