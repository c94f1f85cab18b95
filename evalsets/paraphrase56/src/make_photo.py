"""Turns the rendered page /tmp/rzb-1.png (pdftoppm -r 150 of rong_zhibai_2026_photo.pdf) into a phone-photo JPG.
ImageMagick is not available here, so Pillow does the rotate / vignette / blur / noise."""
import random, os
from PIL import Image, ImageFilter, ImageChops
random.seed(56)
src = Image.open("/tmp/rzb-1.png").convert("RGB")
w, h = src.size
page = src.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(200, 194, 184))
W, H = page.size
# vignette / uneven lighting
shade = Image.radial_gradient("L").resize((W, H))
shade = shade.point(lambda v: 255 - int(v * 0.45))
shade = Image.merge("RGB", [shade] * 3)
page = ImageChops.multiply(page, shade)
# warm tint
tint = Image.new("RGB", (W, H), (255, 246, 228))
page = ImageChops.multiply(page, tint)
page = page.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
page = Image.blend(page, ImageChops.multiply(page, noise.point(lambda v: 200 + v // 5)), 0.35)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs", "戎知白_简历_2026.jpg")
page.save(out, "JPEG", quality=82)
print(out, page.size)
