# Turns src/dhruv_page.png (pdftoppm -r 150 of dhruv_malhotra.pdf) into a phone-photo-like JPEG.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(74)
page = Image.open("dhruv_page.png").convert("RGB")
w, h = page.size
# table background: page lies on a wooden-ish desk
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.10)), (120, 92, 64))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 85, 60))
# uneven lighting: a diagonal shadow + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(img.width):
    v = int(70 * i / img.width)
    d.line([(i, 0), (i, img.height)], fill=v)
vign = Image.radial_gradient("L").resize(img.size).point(lambda p: int(p * 0.55))
mask = ImageChops.add(shade, vign)
dark = Image.new("RGB", img.size, (20, 15, 10))
img = Image.composite(dark, img, mask)
# warm tint, slight blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda p: min(255, p + 8)), g, b.point(lambda p: max(0, p - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/IMG_20261118_213354.jpg", quality=82)
print(img.size)
