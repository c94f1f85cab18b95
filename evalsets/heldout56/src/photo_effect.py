"""Turn a rendered page PNG into a phone photo of a printed page (Pillow only): rotate, shade, vignette, blur, noise."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(56)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper slightly warm, on a darker desk background
page = Image.blend(page, Image.new("RGB", page.size, (238, 232, 218)), 0.12)
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
canvas.paste(page, ((canvas.width - w) // 2, (canvas.height - h) // 2))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
# lighting gradient (brighter top-left) + vignette
gv = Image.linear_gradient("L").resize((W, H))
gh = Image.linear_gradient("L").rotate(90).resize((W, H))
grad = ImageChops.add(gv, gh, scale=2)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - int(v * 0.28))] * 3)
canvas = ImageChops.multiply(canvas, shade)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.15, -H * 0.12, W * 1.15, H * 1.12), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
canvas = Image.composite(canvas, Image.new("RGB", (W, H), (40, 36, 32)), vig)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(dst, "JPEG", quality=82)
print(dst, canvas.size)
