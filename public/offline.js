document.getElementById('retry').addEventListener('click', function () {
  window.location.reload()
})
window.addEventListener('online', function () {
  window.location.reload()
})
