"""Turn the rendered page PNG into a phone photo (rotation, uneven light, vignette, blur, noise)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(57)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper slightly warm
page = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 240, 228)))
# put on a dark table with margin, rotate ~2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (70, 62, 55))
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(70, 62, 55))
W, H = bg.size
# lighting gradient (brighter top-left, shadow bottom-right) + vignette
gv = Image.linear_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.22))
gh = Image.linear_gradient("L").rotate(90).resize((W, H)).point(lambda v: 255 - int((255 - v) * 0.22))
grad = ImageChops.multiply(gv, gh)
vig = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
light = ImageChops.multiply(grad, vig).convert("RGB")
img = ImageChops.multiply(bg, light)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(dst, "JPEG", quality=82)
