from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(187)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'zhong_page.png')).convert('RGB')
w, h = im.size
# put the page on a darker "desk" background, rotate
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 84, 76))
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
# warm tint + uneven lighting (vignette + diagonal shading)
W, H = bg.size
mask = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    d.ellipse([-W*0.3 + i*W*0.012, -H*0.25 + i*H*0.012, W*1.3 - i*W*0.012, H*1.25 - i*H*0.012], fill=int(i*6))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', (W, H), (40, 34, 28))
bg = Image.composite(bg, dark, mask)
grad = Image.linear_gradient('L').rotate(35, expand=False).resize((W, H))
shade = Image.new('RGB', (W, H), (0, 0, 0))
bg = Image.composite(shade, bg, grad.point(lambda v: int(v*0.22)))
bg = ImageEnhance.Color(bg).enhance(0.9)
r, g, b = bg.split(); r = r.point(lambda v: min(255, v+8)); b = b.point(lambda v: max(0, v-10)); bg = Image.merge('RGB', (r, g, b))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for _ in range(W*H//6):
    x, y = random.randrange(W), random.randrange(H)
    n = random.randint(-22, 22)
    p = px[x, y]; px[x, y] = tuple(max(0, min(255, c+n)) for c in p)
bg.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_214517.jpg'), quality=82)
