// The id format is shared with the salon app, which reads an address's salon part by it.
export { isUuid } from '@piiq/domain/record-ids';
