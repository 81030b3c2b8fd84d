import { NotFound } from '@/components/Exceptions';

export default NotFound;
