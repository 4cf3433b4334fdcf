// The least a React page with a router can do before showing a row: what the back office's
// page loads are compared with (see build.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function OneRow() {
  return (
    <table>
      <tbody>
        <tr data-testid="reference-row">
          <td>Albert Font</td>
        </tr>
      </tbody>
    </table>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter([{ path: '*', Component: OneRow }])} />
  </StrictMode>,
);
