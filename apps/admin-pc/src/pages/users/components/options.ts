/** Pickers the user forms share: roles, departments and classes of this site (loaded once per page). */
import { admin, type AdminClass, type AdminDepartment, type AdminRole } from '@campus/api';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';

export interface UserOptions {
  roles: AdminRole[] | null;
  departments: AdminDepartment[];
  classes: AdminClass[];
}

export function useUserOptions(canRoles: boolean): UserOptions {
  const [opts, setOpts] = useState<UserOptions>({ roles: null, departments: [], classes: [] });
  useEffect(() => {
    let live = true;
    // Roles need system.roles: without it the role pickers are hidden, not broken.
    const roles = canRoles ? call(admin.rolesList, {}, { silent: true }).then((r) => r.list, () => null) : Promise.resolve(null);
    const departments = call(admin.departmentsList, {}, { silent: true }).then((r) => r.list, () => []);
    const classes = call(admin.classesList, {}, { silent: true }).then((r) => r.list, () => []);
    void Promise.all([roles, departments, classes]).then(([r, d, c]) => {
      if (live) setOpts({ roles: r, departments: d, classes: c });
    });
    return () => {
      live = false;
    };
  }, [canRoles]);
  return opts;
}
