"""Turn a rendered page PNG into a 'phone photo' JPEG (rotation, shading, vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(55)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker table
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
canvas.paste(page, ((canvas.width - w) // 2, (canvas.height - h) // 2))
canvas = canvas.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
# lighting gradient (left-top brighter) + vignette
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        pass
g1 = Image.linear_gradient("L").resize((W, H)); g2 = g1.rotate(90, expand=True).resize((W, H))
grad = ImageChops.add(g1.point(lambda v: v // 2), g2.point(lambda v: v // 2))
shade = Image.merge("RGB", [grad.point(lambda v: 200 + v * 55 // 255)] * 3)
canvas = ImageChops.multiply(canvas, shade)
vig = Image.radial_gradient("L").resize((W, H))
vig = vig.point(lambda v: 255 - int(v * 0.45))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [vig] * 3))
# warm tint
r, g, b = canvas.split()
canvas = Image.merge("RGB", (r, g.point(lambda v: int(v * 0.97)), b.point(lambda v: int(v * 0.9))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.5)
canvas.save(dst, "JPEG", quality=78)
