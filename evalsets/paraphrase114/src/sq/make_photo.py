from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, sys
random.seed(114)
im = Image.open('page-1.png').convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.08), int(h*1.06)), (92, 84, 74))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# shading: warm gradient from left-top light to right-bottom darker
shade = Image.new('L', (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        pass
grad = Image.linear_gradient('L').resize((W, H)).rotate(35, expand=False)
vign = Image.radial_gradient('L').resize((W, H))
mask = Image.blend(grad, vign, 0.5)
dark = ImageEnhance.Brightness(im).enhance(0.62)
im = Image.composite(dark, im, mask.point(lambda v: int(v*0.8)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(int(W*H*0.04)):
    x = random.randrange(W); y = random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-28, 28)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im = ImageEnhance.Color(im).enhance(0.85)
im.save(sys.argv[1], quality=82)
