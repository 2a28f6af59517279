// The async boundary: federation negotiates the shared singletons before bootstrap imports them.
void import('./bootstrap');
