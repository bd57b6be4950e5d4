import Evergreen

/// A test store for a reducer's state and actions, as the Composable Architecture spells it:
///
/// ```swift
/// let store: TestStoreOf<ParentFeature> = TestStore(initialState: ParentFeature.State()) { ParentFeature() }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
